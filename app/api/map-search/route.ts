/**
 * The map view's search by coordinate (SPEC §2, §7): the listings around a point with the listing's
 * filters, as marker data. GET so equal searches are cacheable; every input is validated.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { searchByCoordinate } from '@/lib/api/properties';
import { decodeFilters } from '@/lib/filter-url';
import { markersFor, searchPoint } from '@/lib/map';

const coordinate = (v: string | null) => (v !== null && /^-?\d{1,3}(\.\d{1,8})?$/.test(v) ? Number(v) : Number.NaN);

export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams;
  const asked = q.get('lettingType');
  // 0: both sale types, as a location page searches
  const lettingType = asked === '7' ? 7 : asked === '6' ? 6 : asked === '0' ? 0 : null;
  const point = searchPoint({ lat: coordinate(q.get('lat')), lng: coordinate(q.get('lng')) });
  if (lettingType === null || point === null) {
    return NextResponse.json({ error: 'lettingType (0, 6 or 7), lat and lng are required' }, { status: 400 });
  }
  try {
    const properties = await searchByCoordinate(decodeFilters(q, lettingType), point);
    return NextResponse.json({ markers: markersFor(properties) });
  } catch {
    return NextResponse.json({ error: 'The search is unavailable right now' }, { status: 502 });
  }
}

import { env } from '@/lib/env';
import { businessJsonLd } from '@/lib/business';
import { JsonLd } from './json-ld';

/** The business as schema.org RealEstateAgent, on every page. */
export function BusinessJsonLd() {
  return <JsonLd data={businessJsonLd(env())} />;
}

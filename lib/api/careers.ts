import type { CareerPosition } from '../domain/types';
import { read } from './http';
import { apiPaths, wireCareersResponse } from './wire';
import { env } from '../env';

const CAREERS_TAG = 'careers';

export async function getCareerPositions(): Promise<CareerPosition[]> {
  const { result } = await read({
    path: apiPaths(env().API_PRODUCT).careers,
    schema: wireCareersResponse,
    cache: { tags: [CAREERS_TAG] },
  });
  return result.map((p) => ({ id: p.id, title: p.title, descriptionHtml: p.description }));
}

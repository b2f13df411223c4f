/**
 * Property calls of SPEC §7: search, search by coordinate, filter options, detail and the home
 * page's featured properties.
 */
import type { FastifyInstance } from 'fastify';
import type { WirePropertyDetail } from '../../../lib/api/wire.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http.ts';
import {
  ITEM_COLUMNS,
  ITEM_FROM,
  searchByCoordinate,
  searchProperties,
  toWireItem,
  type ItemRow,
} from '../properties.ts';
import { coordinateSearchSchema, parseOr400, searchSchema, toFilter } from '../validation.ts';

interface AgentRow {
  id: number;
  first_name: string;
  last_name: string;
  mobile_phone: string;
  email: string;
  profile_picture: string;
}

export function propertyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, paths, config } = ctx;

  /**
   * A sale type other than 6 or 7 means both sale types here; strict mode knows only SPEC §9's two,
   * so it finds nothing (a listing's sale type is always one of them).
   */
  const unknownSaleType = (lettingType: number | null | undefined) => config.strict && lettingType !== 6 && lettingType !== 7;

  app.post(paths.search, async (req) => {
    const body = parseOr400(searchSchema, req.body ?? {}, { data: [], total: 0 });
    if (unknownSaleType(body.lettingType)) return ok({ data: [], total: 0 });
    return ok(await searchProperties(db, toFilter(body), body.page ?? 1, ctx.today()));
  });

  app.post(paths.searchByCoordinate, async (req) => {
    const body = parseOr400(coordinateSearchSchema, req.body ?? {});
    if (unknownSaleType(body.lettingType)) return ok([]);
    return ok(await searchByCoordinate(db, toFilter(body), body.latitude, body.longitude, ctx.today()));
  });

  app.get(paths.filterOptions, async () => {
    const [propertyTypes, areas, locations, features] = await Promise.all([
      db.query<{ id: number; name: string; letting_type: number }>('select id, name, letting_type from property_types order by letting_type, id'),
      db.query<{ id: number; name: string }>('select id, name from areas order by sort_order, id'),
      db.query<{ id: number; name: string; area_id: number; is_popular: boolean }>(
        'select id, name, area_id, is_popular from locations order by name',
      ),
      db.query<{ id: number; name: string }>('select id, name from features order by id'),
    ]);
    return ok({
      propertyTypes: propertyTypes.map((t) => ({ id: t.id, name: t.name, lettingType: t.letting_type })),
      areas,
      locations: locations.map((l) => ({ id: l.id, name: l.name, groupId: l.area_id, group: { id: l.area_id }, isPopular: l.is_popular })),
      features,
    });
  });

  app.get<{ Params: { id: string } }>(`/${config.product}Properties/:id`, async (req, reply) => {
    const notFound = () => reply.code(404).send({ statusCode: 404, result: null });
    if (!/^\d{1,9}$/.test(req.params.id)) return notFound();
    const id = Number(req.params.id);
    const [row] = await db.query<ItemRow & { description: string }>(
      `select ${ITEM_COLUMNS}, p.description ${ITEM_FROM} where p.id = $1`,
      [id],
    );
    if (!row) return notFound();
    // Detail views feed the "Popular" sort.
    await db.query('update properties set views = views + 1 where id = $1', [id]);
    const [photos, features, agents, categories, recommendations] = await Promise.all([
      db.query<{ id: number; image_path: string }>('select id, image_path from property_photos where property_id = $1 order by position', [id]),
      db.query<{ id: number; name: string }>(
        'select f.id, f.name from property_features pf join features f on f.id = pf.feature_id where pf.property_id = $1 order by f.name',
        [id],
      ),
      row.agent_id === null
        ? Promise.resolve([] as AgentRow[])
        : db.query<AgentRow>('select id, first_name, last_name, mobile_phone, email, profile_picture from agents where id = $1', [row.agent_id]),
      db.query<{ name: string; url_slug: string }>(
        `select name, url_slug from (
           select name, url_slug, 1 as ord from categories
            where $1 = any(property_type_ids) and cardinality(location_ids) = 0 and cardinality(location_group_ids) = 0
           union all
           select name, url_slug, 2 as ord from categories
            where $2 = any(location_ids) and cardinality(property_type_ids) = 0
         ) c order by ord, name`,
        [row.type_id, row.location_id],
      ),
      db.query<ItemRow>(
        `select ${ITEM_COLUMNS} ${ITEM_FROM}
          where p.id <> $1 and p.letting_type = $2 and (p.type_id = $3 or p.location_id = $4)
          order by (p.type_id = $3 and p.location_id = $4) desc, (l.area_id = $5) desc,
                   abs(p.price - $6) asc, p.id
          limit 8`,
        [id, row.letting_type, row.type_id, row.location_id, row.area_id, row.price],
      ),
    ]);
    const agent = agents[0];
    const detail: WirePropertyDetail = {
      property: {
        ...toWireItem(row),
        photos: photos.map((p) => ({ id: p.id, imageCompressSource: p.image_path })),
        features,
        description: row.description,
        videoURL: row.video_url,
        homeShowUser: agent
          ? {
              // SPEC §3 names the agent's name, mobile phone and picture only
              ...(config.strict ? {} : { id: agent.id, email: agent.email }),
              firstName: agent.first_name,
              lastName: agent.last_name,
              mobilePhone: agent.mobile_phone,
              profilePicture: agent.profile_picture,
            }
          : null,
      },
      categories: categories.map((c) => ({ name: c.name, urlSlug: c.url_slug })),
      recommendations: recommendations.map(toWireItem),
    };
    return ok(detail);
  });

  app.get(paths.home, async () => {
    const rows = await db.query<ItemRow>(`select ${ITEM_COLUMNS} ${ITEM_FROM} where p.is_featured order by p.featured_order, p.id`);
    return ok(rows.map(toWireItem));
  });
}

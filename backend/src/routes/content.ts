/** Read calls for categories, agents, the blog and career positions (SPEC §7). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type WireAgent, type WireAgentProperty, type WireCategory } from '../../../lib/api/wire.ts';
import { LIMITS } from '../../../lib/api/wire-constants.ts';
import type { AppContext } from '../context.ts';
import { HttpError, ok } from '../http.ts';
import { ITEM_COLUMNS, ITEM_FROM, type ItemRow } from '../properties.ts';
import { idQuery, parseOr400, slugQuery } from '../validation.ts';

interface CategoryRow {
  name: string;
  url_slug: string;
  meta_description: string;
  description: string;
  letting_type: number;
  price_min: number;
  price_max: number;
  bedrooms_min: number;
  bedrooms_max: number;
  bathrooms_min: number;
  bathrooms_max: number;
  square_of_meters_min: number;
  square_of_meters_max: number;
  property_type_ids: number[];
  location_group_ids: number[];
  location_ids: number[];
  feature_ids: number[];
  most_popular: { url: string; image: string; title: string }[];
}

interface AgentRow {
  id: number;
  first_name: string;
  last_name: string;
  mobile_phone: string;
  office_phone: string;
  email: string;
  profile_picture: string;
  description: string;
  working_position: string;
  dealer_name: string;
  dealer_phone: string;
  dealer_email: string;
}

const AGENT_COLUMNS =
  'id, first_name, last_name, mobile_phone, office_phone, email, profile_picture, description, working_position, dealer_name, dealer_phone, dealer_email';

function toWireAgent(a: AgentRow): WireAgent {
  return {
    id: a.id,
    firstName: a.first_name,
    lastName: a.last_name,
    mobilePhone: a.mobile_phone,
    officePhone: a.office_phone,
    email: a.email,
    profilePicture: a.profile_picture,
    agentWebSiteDescription: a.description,
    agentWebSiteWorkingPosition: a.working_position,
    dealerName: a.dealer_name,
    dealerPhone: a.dealer_phone,
    dealerEmail: a.dealer_email,
  };
}

/** A category as SPEC §3 names it; outside strict mode with its `urlSlug` too. */
function toWireCategory(c: CategoryRow, strict: boolean): WireCategory {
  return {
    name: c.name,
    ...(strict ? {} : { urlSlug: c.url_slug }),
    metaDescription: c.meta_description,
    description: c.description,
    lettingType: c.letting_type,
    priceMin: c.price_min,
    priceMax: c.price_max,
    bedroomsMin: c.bedrooms_min,
    bedroomsMax: c.bedrooms_max,
    bathroomsMin: c.bathrooms_min,
    bathroomsMax: c.bathrooms_max,
    squareOfMetersMin: c.square_of_meters_min,
    squareOfMetersMax: c.square_of_meters_max,
    propertyTypes: c.property_type_ids.map((id) => ({ propertyTypeId: id })),
    locationGroups: c.location_group_ids.map((id) => ({ locationGroupId: id })),
    locations: c.location_ids.map((id) => ({ location: { id } })),
    features: c.feature_ids.map((id) => ({ featureId: id })),
    mostPopularPropertyTypes: c.most_popular,
  };
}

const BLOG_COLUMNS = `slug, title, image_url as "imageURL", tags,
  to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedDate", content`;

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, paths } = ctx;
  const { strict } = ctx.config;

  app.get(paths.category, async (req) => {
    const { urlSlug } = parseOr400(z.object({ urlSlug: slugQuery('urlSlug') }), req.query, { category: [] });
    const rows = await db.query<CategoryRow>('select * from categories where url_slug = $1', [urlSlug]);
    return ok({ category: rows.map((c) => toWireCategory(c, strict)) });
  });

  app.get(paths.agents, async () => {
    const rows = await db.query<AgentRow>(`select ${AGENT_COLUMNS} from agents order by id`);
    return ok({ data: rows.map(toWireAgent) });
  });

  app.get(paths.agentInformation, async (req) => {
    const { agentId } = parseOr400(z.object({ agentId: idQuery('agentId') }), req.query, { data: null });
    const [agent] = await db.query<AgentRow>(`select ${AGENT_COLUMNS} from agents where id = $1`, [agentId]);
    if (!agent) throw new HttpError(404, 'No real estate agent found.', { data: null });
    const rows = await db.query<ItemRow>(
      `select ${ITEM_COLUMNS} ${ITEM_FROM} where p.agent_id = $1 order by p.created_at desc, p.id desc`,
      [agentId],
    );
    const photos = await db.query<{ property_id: number; image_path: string }>(
      'select property_id, image_path from property_photos where property_id = any($1::int[]) order by property_id, position',
      [rows.map((r) => r.id)],
    );
    const byProperty = new Map<number, { imageUrl: string }[]>();
    for (const p of photos) {
      const list = byProperty.get(p.property_id) ?? [];
      list.push({ imageUrl: p.image_path });
      byProperty.set(p.property_id, list);
    }
    const properties: WireAgentProperty[] = rows.map((r) => ({
      id: r.id,
      name: r.title,
      type: r.type_name,
      address: r.address,
      location: { name: r.location_name },
      bedrooms: r.bedrooms,
      bathrooms: r.bathrooms,
      isPriceOnRequest: r.is_price_on_request ? 1 : 0,
      // SPEC §3 names neither for an agent's properties
      ...(strict ? {} : { urlSlug: r.url_slug, availableDate: r.available_date }),
      photos: byProperty.get(r.id) ?? [],
      prices: [{ priceDaily: 0, price: r.is_price_on_request ? 0 : r.price, priceYearly: 0, lettingType: r.letting_type }],
    }));
    return ok({ data: { agent: toWireAgent(agent), properties } });
  });

  app.get(paths.blogPage, async (req) => {
    const { requestPage } = parseOr400(
      z.object({
        requestPage: z.preprocess(
          (v) => (Array.isArray(v) ? v[0] : v === undefined || v === '' ? '0' : v),
          z.string().regex(/^\d{1,6}$/, 'requestPage must be a page number from 0.').transform(Number),
        ),
      }),
      req.query,
      { data: [], total: 0 },
    );
    const size = LIMITS.pageSize;
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from blog_posts');
    const data = await db.query(`select ${BLOG_COLUMNS} from blog_posts order by published_at desc, id desc limit ${size} offset ${requestPage * size}`);
    return ok({ data, total: count?.n ?? 0 });
  });

  app.get(paths.blogPost, async (req) => {
    const { slug } = parseOr400(z.object({ slug: slugQuery('slug') }), req.query, { blogPost: [] });
    const rows = await db.query(`select ${BLOG_COLUMNS} from blog_posts where slug = $1`, [slug]);
    return ok({ blogPost: rows });
  });

  app.get(paths.careers, async () => {
    const rows = await db.query<{ id: number; title: string; description: string }>(
      'select id, title, description from career_positions order by sort_order, id',
    );
    return ok(rows);
  });
}

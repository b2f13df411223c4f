/**
 * Demo images under /images/properties/, /images/users/ and /images/blog/ (the bases the wire's
 * relative image paths are relative to). Only images that exist in the database are drawn.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { initials } from '../images/glyphs.ts';
import { portraitSvg, sceneSvg } from '../images/scenes.ts';
import { AGENTS, PROPERTY_TYPES, type Scene } from '../seed/catalog.ts';

const PHOTO = { width: 1200, height: 900 };
const THUMB = { width: 640, height: 480 };
const TYPE_TILE = { width: 800, height: 600 };
const BLOG = { width: 1200, height: 675 };
const PORTRAIT = 400;

const BLOG_SCENES: readonly Scene[] = ['street', 'terrace', 'harbour', 'country', 'interior'];

function sceneFor(typeId: number, position: number): Scene {
  const scenes = PROPERTY_TYPES.find((t) => t.id === typeId)?.scenes ?? ['street'];
  return scenes[(position - 1) % scenes.length] ?? 'street';
}

function send(reply: FastifyReply, jpeg: Buffer) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-length', String(jpeg.length))
    .send(jpeg);
}

const notFound = () => new HttpError(404, 'Image not found.');

export function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, images } = ctx;

  app.get<{ Params: { id: string; file: string } }>('/images/properties/:id/:file', async (req, reply) => {
    const { id, file } = req.params;
    if (id === 'types') {
      const m = /^([a-z-]{1,40})\.jpg$/.exec(file);
      const type = m ? PROPERTY_TYPES.find((t) => t.slugWord === m[1]) : undefined;
      if (!type) throw notFound();
      const jpeg = await images.get(`types/${type.slugWord}.jpg`, () =>
        sceneSvg(type.scenes[0] ?? 'street', `type:${type.slugWord}`, TYPE_TILE.width, TYPE_TILE.height),
      );
      return send(reply, jpeg);
    }
    const m = /^(thumb|\d{1,3})\.jpg$/.exec(file);
    if (!m || !/^\d{1,9}$/.test(id)) throw notFound();
    const thumb = m[1] === 'thumb';
    const position = thumb ? 1 : Number(m[1]);
    const [row] = await db.query<{ type_id: number }>(
      `select p.type_id from properties p
        where p.id = $1 and exists (select 1 from property_photos ph where ph.property_id = p.id and ph.position = $2)`,
      [Number(id), position],
    );
    if (!row) throw notFound();
    const size = thumb ? THUMB : PHOTO;
    const jpeg = await images.get(`properties/${id}/${thumb ? 'thumb' : position}.jpg`, () =>
      sceneSvg(sceneFor(row.type_id, position), `property:${id}:${position}`, size.width, size.height),
    );
    return send(reply, jpeg);
  });

  app.get<{ Params: { file: string } }>('/images/users/:file', async (req, reply) => {
    const m = /^agent-(\d{1,9})\.jpg$/.exec(req.params.file);
    if (!m) throw notFound();
    const [agent] = await db.query<{ first_name: string; last_name: string }>('select first_name, last_name from agents where id = $1', [Number(m[1])]);
    if (!agent) throw notFound();
    const jpeg = await images.get(`users/agent-${m[1]}.jpg`, () =>
      portraitSvg(`agent:${m[1]}`, initials(agent.first_name, agent.last_name), PORTRAIT, AGENTS.find((a) => a.id === Number(m[1]))?.hair),
    );
    return send(reply, jpeg);
  });

  app.get<{ Params: { file: string } }>('/images/blog/:file', async (req, reply) => {
    const m = /^([a-z0-9-]{1,200})\.jpg$/.exec(req.params.file);
    if (!m) throw notFound();
    const [post] = await db.query<{ id: number }>('select id from blog_posts where image_url = $1', [req.params.file]);
    if (!post) throw notFound();
    const jpeg = await images.get(`blog/${m[1]}.jpg`, () =>
      sceneSvg(BLOG_SCENES[post.id % BLOG_SCENES.length] ?? 'street', `blog:${m[1]}`, BLOG.width, BLOG.height),
    );
    return send(reply, jpeg);
  });
}

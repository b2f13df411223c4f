import { connection } from 'next/server';
import { env } from '@/lib/env';
import { robotsTxt } from '@/lib/sitemap';

/** robots.txt for the configured site address, naming the sitemap index. */
export async function GET() {
  await connection();
  return new Response(robotsTxt(env().SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

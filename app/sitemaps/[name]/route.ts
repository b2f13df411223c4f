import { getServerSideSitemap, type ISitemapField } from 'next-sitemap';
import { getAgents } from '@/lib/api/agents';
import { getBlogPage } from '@/lib/api/blog';
import { getCategoryBySlug } from '@/lib/api/categories';
import { getFilterOptions, searchProperties } from '@/lib/api/properties';
import { emptyFilters } from '@/lib/domain/filters';
import { env } from '@/lib/env';
import { isoDay } from '@/lib/blog-date';
import { derivedLandingSlugs } from '@/lib/landing-pages';
import { agentPath, blogPostPath, landingPath, propertyPath } from '@/lib/routes';
import { LIMITS } from '@/lib/api/wire-constants';
import { STATIC_PAGES, confirmedLandingSlugs, parseSitemapPart, searchPagesOfPart, sitemapUrls, type SitemapPart } from '@/lib/sitemap';

type Entry = { path: string; lastmod?: string };

/** Runs `fn` over `items`, a few at a time, so a large part does not flood the backend. */
async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

async function entries(part: SitemapPart): Promise<Entry[] | null> {
  switch (part.kind) {
    case 'pages':
      return STATIC_PAGES.map((path) => ({ path }));
    case 'landing-pages': {
      // the slugs the site derives, each listed only once the category call knows it
      const { areas, locations } = await getFilterOptions();
      const candidates = derivedLandingSlugs([...areas, ...locations]);
      const slugs = await confirmedLandingSlugs(candidates, async (slug) => (await getCategoryBySlug(slug, { shared: true })) !== null);
      return slugs.map((slug) => ({ path: landingPath(slug) }));
    }
    case 'properties': {
      const filters = emptyFilters(part.lettingType);
      const first = await searchProperties(filters, 1);
      const pages = searchPagesOfPart(part.part, first.total, LIMITS.pageSize);
      if (pages.length === 0 && part.part > 1) return null;
      const results = await inBatches(pages, 5, (page) => (page === 1 ? Promise.resolve(first) : searchProperties(filters, page)));
      return results.flatMap((r) => r.items.map((p) => ({ path: propertyPath(p) })));
    }
    case 'agents': {
      const { agents } = await getAgents();
      return agents.map((a) => ({ path: agentPath(a.id) }));
    }
    case 'blog': {
      const first = await getBlogPage(1);
      const rest = await inBatches(
        Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => i + 2),
        5,
        (page) => getBlogPage(page),
      );
      return [first, ...rest].flatMap((r) =>
        r.items.map((post) => ({ path: blogPostPath(post.slug), lastmod: isoDay(post.publishedDate) || undefined })),
      );
    }
  }
}

/** One part of the sitemap (pages, landing pages, listings, agents, posts), read from the backend. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const part = parseSitemapPart((await params).name);
  if (!part) return new Response('Not found', { status: 404 });
  let list: Entry[] | null;
  try {
    list = await entries(part);
  } catch {
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '600' } });
  }
  if (list === null) return new Response('Not found', { status: 404 });
  // every page in each language with its alternates; the blog's posts are in English only
  const fields: ISitemapField[] = sitemapUrls(list, env().SITE_URL, { translated: part.kind !== 'blog' });
  return getServerSideSitemap(fields, { 'Cache-Control': 'public, max-age=300' });
}

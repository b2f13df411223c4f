import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getBlogPage } from '@/lib/api/blog';
import type { BlogPost, Page } from '@/lib/domain/types';
import { pageAddress, parsePageSegment } from '@/lib/pagination';
import { PageIntro } from '@/components/content/page-intro';
import { StatusMessage } from '@/components/content/status-message';
import { Pagination } from '@/components/ui/pagination';
import { BlogCard } from '@/components/blog/blog-card';
import styles from './blog.module.css';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';
import { fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

type Props = { params: Promise<{ page: string }> };

/*
 * The blog's list, /blog and /blog?page=N: middleware.ts rewrites them here with the page number as
 * the segment (lib/cached-routes.ts, cachedPagedPath) and answers a direct visit here with the 404.
 */

const pageHref = (page: number) => pageAddress('/blog', page);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageSegment((await params).page) ?? 1;
  const result = await load(page);
  const { locale, t } = await pageLanguage();
  const texts = t.pages.blog;
  return {
    ...sitePageMetadata(
      locale,
      { ...texts, title: page > 1 ? fill(t.listing.titlePage, { title: texts.title, page }) : texts.title },
      pageHref(page),
    ),
    // an outage is never indexed in place of the list
    ...(result === 'failed' ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * The page's posts, asked once per render by the page and its metadata; 'failed' when a call failed;
 * the last page's number when `page` is past it. The first page is read first for the number of
 * posts, so that no page past the last is ever asked for, nor kept in the data cache.
 */
const load = cache(async (page: number): Promise<Page<BlogPost> | 'failed' | { last: number }> => {
  try {
    const first = await getBlogPage(1);
    const last = Math.max(1, first.pageCount);
    if (page > last) return { last };
    return page === 1 ? first : await getBlogPage(page);
  } catch {
    return 'failed';
  }
});

export default async function BlogPage({ params }: Props) {
  const page = parsePageSegment((await params).page);
  if (page === null) notFound();
  const loaded = await load(page);
  const { locale, t, href } = await pageLanguage();
  // a number past the last page: the last page's address (a redirect, which the cache never keeps)
  if (loaded !== 'failed' && 'last' in loaded) redirect(href(pageHref(loaded.last)));
  const result = loaded === 'failed' ? null : loaded;
  // the posts are the backend's English articles, linked as they are
  const postsLang = backendLang(locale);
  return (
    <>
      <PageIntro crumbs={[{ label: t.intro.blog.title }]} path="/blog" title={t.intro.blog.title} lead={t.intro.blog.lead} />
      <div className="container">
        {result === null || result.items.length === 0 ? (
          <StatusMessage tone="empty" title={t.blog.empty}>
            {result === null ? t.blog.failed : t.blog.soon}
          </StatusMessage>
        ) : (
          <>
            {postsLang ? <p className={styles.inEnglish}>{t.blog.inEnglish}</p> : null}
            <ul className={styles.grid} aria-label={t.blog.posts} lang={postsLang}>
              {result.items.map((post, i) => (
                <li key={post.slug}>
                  <BlogCard post={post} priority={i === 0} />
                </li>
              ))}
            </ul>
            <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(n) => href(pageHref(n))} label={t.blog.pages} />
          </>
        )}
      </div>
    </>
  );
}

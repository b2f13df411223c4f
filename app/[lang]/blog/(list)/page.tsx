import type { Metadata } from 'next';
import { cache } from 'react';
import { getBlogPage } from '@/lib/api/blog';
import type { BlogPost, Page } from '@/lib/domain/types';
import { parsePage } from '@/lib/pagination';
import { PageIntro } from '@/components/content/page-intro';
import { StatusMessage } from '@/components/content/status-message';
import { Pagination } from '@/components/ui/pagination';
import { BlogCard } from '@/components/blog/blog-card';
import styles from './blog.module.css';
import { pageLanguage } from '@/lib/i18n/server';
import { sitePageMetadata } from '@/lib/i18n/metadata';
import { fill } from '@/lib/i18n/format';
import { backendLang } from '@/lib/i18n/locales';

/** Rendered per request: its query changes it (lib/cached-routes.ts). */
export const dynamic = 'force-dynamic';

const pageHref = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

export async function generateMetadata({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }): Promise<Metadata> {
  const page = parsePage((await searchParams).page);
  const result = await load(page);
  const { locale, t } = await pageLanguage();
  const texts = t.pages.blog;
  return {
    ...sitePageMetadata(
      locale,
      { ...texts, title: page > 1 ? fill(t.listing.titlePage, { title: texts.title, page }) : texts.title },
      pageHref(page),
    ),
    // an outage is never indexed in place of the list, nor a page number past its last page
    ...(result === null || page > Math.max(1, result.pageCount) ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The page's posts, asked once per request by the page and its metadata; null when the call failed. */
const load = cache(async (page: number): Promise<Page<BlogPost> | null> => {
  try {
    return await getBlogPage(page);
  } catch {
    return null;
  }
});

export default async function BlogPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const page = parsePage((await searchParams).page);
  const result = await load(page);
  const { locale, t, href } = await pageLanguage();
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

import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getBlogPost } from '@/lib/api/blog';
import type { BlogPost } from '@/lib/domain/types';
import { env } from '@/lib/env';
import { formatBlogDate, isoDay } from '@/lib/blog-date';
import { htmlToText } from '@/lib/sanitize';
import { parseBlogSlug } from '@/lib/params';
import { blogPostPath } from '@/lib/routes';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RichText } from '@/components/ui/rich-text';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { JsonLd } from '@/components/seo/json-ld';
import { StatusMessage } from '@/components/content/status-message';
import { BlogImage } from '@/components/blog/blog-image';
import { BlogTags } from '@/components/blog/blog-tags';
import styles from './post.module.css';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pageAlternates, siteOpenGraph } from '@/lib/i18n/metadata';
import { pageLanguage } from '@/lib/i18n/server';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

type Params = { params: Promise<{ slug: string }> };

async function load(raw: string): Promise<BlogPost | 'failed' | null> {
  const slug = parseBlogSlug(raw);
  if (slug === null) return null;
  try {
    return await getBlogPost(slug);
  } catch {
    return 'failed';
  }
}

const summary = (post: BlogPost) => htmlToText(post.contentHtml, 160);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [post, { t }] = await Promise.all([load((await params).slug), pageLanguage()]);
  if (post === null || post === 'failed') return { title: 'Blog', robots: { index: false } };
  return {
    title: post.title,
    description: summary(post),
    keywords: post.tags,
    // in English only (the blog index of every language links it): no Italian alternate
    alternates: pageAlternates(DEFAULT_LOCALE, blogPostPath(post.slug)),
    openGraph: {
      ...siteOpenGraph(DEFAULT_LOCALE, t),
      // in English only, as its alternates say
      alternateLocale: undefined,
      type: 'article',
      title: post.title,
      description: summary(post),
      publishedTime: isoDay(post.publishedDate) || undefined,
      // its own picture, or the site's for a post without one
      ...(post.imageUrl ? { images: [{ url: post.imageUrl, alt: post.title }] } : {}),
    },
  };
}

export default async function BlogPostPage({ params }: Params) {
  const { slug: raw } = await params;
  const post = await load(raw);
  if (post === null) notFound();
  if (post === 'failed') {
    return (
      <div className="container">
        <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Post' }]} currentPath={`/blog/${raw}`} />
        <h1 className="visually-hidden">Blog post</h1>
        <StatusMessage tone="error" title="This post could not be loaded." action={<BackToBlog />}>
          Please try again in a few minutes.
        </StatusMessage>
      </div>
    );
  }

  const path = blogPostPath(post.slug);
  const { SITE_URL: site, BUSINESS_NAME: business } = env();
  const date = formatBlogDate(post.publishedDate);
  return (
    <article className={`container ${styles.post}`}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: post.title }]} currentPath={path} />
      <header className={styles.header}>
        <h1 className={styles.title}>{post.title}</h1>
        {date ? (
          <p className={styles.date}>
            <CalendarIcon size={18} />
            <span className="visually-hidden">Published </span>
            <time dateTime={isoDay(post.publishedDate)}>{date}</time>
          </p>
        ) : null}
      </header>
      <div className={styles.media}>
        <BlogImage url={post.imageUrl} alt={post.title} sizes="(min-width: 880px) 832px, 100vw" className={styles.image} priority />
      </div>
      <RichText html={post.contentHtml} className={styles.content} />
      <footer className={styles.footer}>
        <BlogTags tags={post.tags} />
        <BackToBlog />
      </footer>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          mainEntityOfPage: `${site}${path}`,
          url: `${site}${path}`,
          ...(isoDay(post.publishedDate) ? { datePublished: isoDay(post.publishedDate) } : {}),
          ...(post.imageUrl ? { image: [post.imageUrl] } : {}),
          ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
          description: summary(post),
          // Google's Article documentation: the author and the publisher named, the publisher with its logo
          author: { '@type': 'Organization', '@id': `${site}/#business`, name: business, url: `${site}/` },
          publisher: {
            '@type': 'Organization',
            '@id': `${site}/#business`,
            name: business,
            url: `${site}/`,
            logo: { '@type': 'ImageObject', url: `${site}/apple-icon.png` },
          },
        }}
      />
    </article>
  );
}

function BackToBlog() {
  return (
    <Link href="/blog" className={styles.back}>
      <ArrowLeftIcon size={18} /> Back to Blog
    </Link>
  );
}

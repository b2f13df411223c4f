import type { BlogPost, Page } from '../domain/types';
import { read, readUnlessNotFound } from './http';
import { blogImageUrl } from './image-urls';
import { apiPaths, wireBlogPageResponse, wireBlogPostResponse, type WireBlogPost } from './wire';
import { LIMITS } from './wire-constants';
import { env } from '../env';

const BLOG_TAG = 'blog';

function toBlogPost(w: WireBlogPost): BlogPost {
  return {
    slug: w.slug,
    title: w.title,
    imageUrl: blogImageUrl(w.imageURL),
    tags: w.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    publishedDate: w.publishedDate,
    contentHtml: w.content,
  };
}

/** One page (1-based, as the site counts) of posts; the backend counts from zero. */
export async function getBlogPage(page: number): Promise<Page<BlogPost>> {
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const { result } = await read({
    path: apiPaths(env().API_PRODUCT).blogPage,
    query: { requestPage: current - 1 },
    schema: wireBlogPageResponse,
    cache: { tags: [BLOG_TAG] },
  });
  const total = Math.max(0, Math.floor(result.total));
  return { items: result.data.map(toBlogPost), total, page: current, pageCount: Math.ceil(total / LIMITS.pageSize) };
}

/** A post by its slug, or null when there is none (an empty list, or a 404). */
export async function getBlogPost(slug: string): Promise<BlogPost | null> {
  const body = await readUnlessNotFound({
    path: apiPaths(env().API_PRODUCT).blogPost,
    query: { slug },
    schema: wireBlogPostResponse,
    cache: { tags: [BLOG_TAG, `blog-${slug}`] },
  });
  const first = body?.result.blogPost[0];
  return first ? toBlogPost(first) : null;
}

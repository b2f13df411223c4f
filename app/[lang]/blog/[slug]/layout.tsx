import { notFound } from 'next/navigation';
import { getBlogPost } from '@/lib/api/blog';
import { parseBlogSlug } from '@/lib/params';

/**
 * Looks the post up before anything is streamed, so an unknown slug is a real 404. A failed
 * call is left to the page, which says so.
 */
export default async function BlogPostLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  const slug = parseBlogSlug((await params).slug);
  if (slug === null) notFound();
  let post: Awaited<ReturnType<typeof getBlogPost>> | undefined;
  try {
    post = await getBlogPost(slug);
  } catch {
    return children;
  }
  if (post === null) notFound();
  return children;
}

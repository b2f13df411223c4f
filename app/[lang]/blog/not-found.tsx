import { NotFoundNotice } from '@/components/content/not-found-notice';

/** An unknown post: a real 404 with a way back to the blog. */
export default function BlogPostNotFound() {
  return (
    <NotFoundNotice
      title="Post not found"
      message="There is no blog post at this address."
      text="It may have been moved or taken down."
      backHref="/blog"
      backLabel="Back to Blog"
    />
  );
}

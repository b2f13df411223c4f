import Link from '@/components/ui/link';
import type { BlogPost } from '@/lib/domain/types';
import { blogPostPath } from '@/lib/routes';
import { formatBlogDate, isoDay } from '@/lib/blog-date';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { BlogImage } from './blog-image';
import { BlogTags } from './blog-tags';
import styles from './blog-card.module.css';

/** A post in the blog list: image, title (the link), tags and the date as DD.MM.YYYY. */
export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const date = formatBlogDate(post.publishedDate);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <BlogImage
          url={post.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 290px, (min-width: 640px) 45vw, 100vw"
          className={styles.image}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        {date ? (
          <p className={styles.date}>
            <CalendarIcon size={16} />
            <time dateTime={isoDay(post.publishedDate)}>{date}</time>
          </p>
        ) : null}
        <h2 className={styles.title}>
          <Link href={blogPostPath(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        <BlogTags tags={post.tags} />
      </div>
    </article>
  );
}

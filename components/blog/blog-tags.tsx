import styles from './blog-tags.module.css';

/** A post's tags as small chips. */
export function BlogTags({ tags, label = 'Tags' }: { tags: string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

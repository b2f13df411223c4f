import styles from './page-skeleton.module.css';

/**
 * A loading placeholder in the shape of the page to come: an intro band and either a grid of cards
 * or a column of text, so nothing jumps when the content arrives.
 */
export function PageSkeleton({ variant, cards = 8 }: { variant: 'grid' | 'article' | 'profile'; cards?: number }) {
  return (
    <div className={styles.wrap} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <div className={styles.intro}>
        <div className="container">
          <span className={`${styles.bone} ${styles.crumbs}`} />
          <span className={`${styles.bone} ${styles.heading}`} />
          <span className={`${styles.bone} ${styles.line}`} />
        </div>
      </div>
      <div className="container">
        {variant === 'grid' ? (
          <div className={styles.grid}>
            {Array.from({ length: cards }, (_, i) => (
              <div key={i} className={styles.card}>
                <span className={`${styles.bone} ${styles.media}`} />
                <span className={`${styles.bone} ${styles.line}`} />
                <span className={`${styles.bone} ${styles.short}`} />
              </div>
            ))}
          </div>
        ) : variant === 'profile' ? (
          <div className={styles.profile}>
            <span className={`${styles.bone} ${styles.avatar}`} />
            <div className={styles.column}>
              <span className={`${styles.bone} ${styles.heading}`} />
              <span className={`${styles.bone} ${styles.line}`} />
              <span className={`${styles.bone} ${styles.short}`} />
            </div>
          </div>
        ) : (
          <div className={styles.column}>
            <span className={`${styles.bone} ${styles.banner}`} />
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className={`${styles.bone} ${styles.line}`} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

import styles from './page-skeleton.module.css';

/**
 * A loading placeholder in the shape of the page to come: an intro band and either a grid of cards
 * or a column of rows (accordion items), so nothing jumps when the content arrives.
 */
export function PageSkeleton({ variant, cards = 8 }: { variant: 'grid' | 'rows'; cards?: number }) {
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
        ) : (
          <div className={styles.column}>
            {Array.from({ length: 4 }, (_, i) => (
              <span key={i} className={`${styles.bone} ${styles.row}`} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

import styles from './error-notice.module.css';

/**
 * What an error page says: not the visitor's fault, try again or go home. Plain anchors for Home,
 * so it works even when the router is what failed. Never indexed.
 */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.box} aria-labelledby="error-title">
      <meta name="robots" content="noindex" />
      <p className={styles.code}>Error</p>
      <h1 id="error-title" className={styles.title}>
        Something went wrong on our side
      </h1>
      <p className={styles.text}>An unexpected error has occurred. Please try again, or go back to the home page.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry}>
          Try again
        </button>
        {/* a full page load on purpose: the client router may be what failed */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={styles.secondary}>
          Back to Home
        </a>
      </div>
    </section>
  );
}

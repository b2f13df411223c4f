/**
 * What an error page says: not the visitor's fault, try again or go home. Plain anchors for Home,
 * so it works even when the router is what failed. Never indexed.
 */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="error-notice" aria-labelledby="error-title">
      <meta name="robots" content="noindex" />
      <p className="error-notice-code">Error</p>
      <h1 id="error-title" className="error-notice-title">
        Something went wrong on our side
      </h1>
      <p className="error-notice-text">An unexpected error has occurred. Please try again, or go back to the home page.</p>
      <div className="error-notice-actions">
        <button type="button" className="error-notice-primary" onClick={onRetry}>
          Try again
        </button>
        {/* a full page load on purpose: the client router may be what failed */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="error-notice-secondary">
          Back to Home
        </a>
      </div>
    </section>
  );
}

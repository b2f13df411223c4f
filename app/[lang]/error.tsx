'use client';

import { ErrorNotice } from '@/components/content/error-notice';

/** An unexpected error inside a page: the header and footer stay, the page offers a way back. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="container">
      <ErrorNotice onRetry={retry} />
    </div>
  );
}

'use client';

import { ErrorNotice } from '@/components/content/error-notice';
import { inter, interExt } from './fonts';
import './globals.css';

/** When the frame itself fails: a page of its own, with the same look and a way back. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-MT" className={`${inter.variable} ${interExt.variable}`}>
      <body>
        <title>Something went wrong</title>
        <main className="container">
          <ErrorNotice onRetry={retry} />
        </main>
      </body>
    </html>
  );
}

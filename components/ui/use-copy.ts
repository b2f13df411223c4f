'use client';

import { useState } from 'react';

/** What the last copy did: nothing yet, copied, or refused (no clipboard, or the browser said no). */
export type CopyState = 'copied' | 'failed' | null;

/**
 * Copies `text` to the clipboard when `copy` is called, and says whether it worked, so that a page
 * can confirm it or show the text to copy by hand: a browser without the Clipboard API (a page not
 * served over HTTPS) or one that refuses the write leaves `'failed'`. `copy` answers whether it copied.
 */
export function useCopy(text: string): [CopyState, () => Promise<boolean>] {
  const [state, setState] = useState<CopyState>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      return true;
    } catch {
      setState('failed');
      return false;
    }
  };
  return [state, copy];
}

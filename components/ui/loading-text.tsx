'use client';

import { createContext, use, type ReactNode } from 'react';

/**
 * What a component loaded on demand (next/dynamic) says while its code arrives, in the page's
 * language: next/dynamic's `loading` component gets no props of the page, so the text reaches it
 * through this context, set around the dynamic component by whoever renders it.
 */
const LoadingTextContext = createContext('');

export function LoadingText({ text, children }: { text: string; children: ReactNode }) {
  return <LoadingTextContext value={text}>{children}</LoadingTextContext>;
}

/** The text set by the nearest `LoadingText`. */
export function useLoadingText(): string {
  return use(LoadingTextContext);
}

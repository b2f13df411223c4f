'use client';

/**
 * The shortlist in local storage as an external store (useSyncExternalStore): every heart, the header
 * count and the shortlist page read one snapshot, and a change in another tab arrives through the
 * `storage` event, so all of them stay in step. The rules are lib/shortlist.ts's; this module only
 * reads, writes and tells the subscribers.
 */
import { useSyncExternalStore } from 'react';
import { EMPTY_SHORTLIST, SHORTLIST_STORAGE_KEY, parseShortlist, serializeShortlist, type ShortlistState } from '@/lib/shortlist';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ShortlistState = EMPTY_SHORTLIST;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    // storage refused (a privacy setting): the shortlist is empty and saving does nothing
    return null;
  }
}

function snapshot(): ShortlistState {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseShortlist(raw);
  }
  return cached;
}

const serverSnapshot = (): ShortlistState => EMPTY_SHORTLIST;

function onStorage(e: StorageEvent) {
  // another tab changed it, or the site's data was cleared (key null)
  if (e.key === SHORTLIST_STORAGE_KEY || e.key === null) listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's shortlist; empty on the server and until the page has hydrated. */
export function useShortlist(): ShortlistState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

const noSubscription = () => () => {};
/** false in the server's HTML and while hydrating, then true: the controls work from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** Applies a rule to the stored shortlist (read fresh, so another tab's change is not lost). */
export function updateShortlist(change: (state: ShortlistState) => ShortlistState): void {
  const current = snapshot();
  const next = change(current);
  if (next === current) return;
  try {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, serializeShortlist(next));
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

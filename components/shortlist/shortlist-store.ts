'use client';

/**
 * The shortlist in local storage as an external store (useSyncExternalStore): every heart, the header
 * count and the shortlist page read one snapshot, and a change in another tab arrives through the
 * `storage` event, so all of them stay in step. The rules are lib/shortlist.ts's.
 *
 * Reading the stored value needs its parser (lib/shortlist-storage.ts, with zod), which is loaded only
 * when something is stored that this page did not write itself: a visitor who never saved anything
 * downloads none of it, nor does a first visit's detail page that records the view. Until it has
 * arrived the snapshot is the last one known (empty at first), and a change waits for it, so nothing
 * stored is ever written over unread.
 */
import { useSyncExternalStore } from 'react';
import { EMPTY_SHORTLIST, SHORTLIST_STORAGE_KEY, serializeShortlist, type ShortlistState } from '@/lib/shortlist';

type Parse = (raw: string) => ShortlistState;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
let cachedRaw: string | null = null;
let cached: ShortlistState = EMPTY_SHORTLIST;
let parse: Parse | null = null;
let parser: Promise<Parse> | null = null;

function loadParser(): Promise<Parse> {
  parser ??= import('@/lib/shortlist-storage').then((m) => {
    parse = m.parseShortlist;
    notify();
    return m.parseShortlist;
  });
  return parser;
}

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
  if (raw === cachedRaw) return cached;
  if (raw !== null && !parse) {
    void loadParser();
    return cached;
  }
  cachedRaw = raw;
  cached = raw === null ? EMPTY_SHORTLIST : parse!(raw);
  return cached;
}

const serverSnapshot = (): ShortlistState => EMPTY_SHORTLIST;

/** The shortlist as stored now, for code outside rendering (a check started later). */
export const shortlistNow = (): ShortlistState => snapshot();

function onStorage(e: StorageEvent) {
  // another tab changed it, or the site's data was cleared (key null)
  if (e.key === SHORTLIST_STORAGE_KEY || e.key === null) notify();
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

/**
 * Whether what is stored is known without its parser: nothing is stored, or the value is the one this
 * page last wrote itself (a first visit's detail page records the view and needs no zod for that).
 */
function knownWithoutParser(): boolean {
  const raw = readRaw();
  return raw === null || (cachedRaw !== null && raw === cachedRaw);
}

/** Whether what is stored can be read and changed now: it is known without a parser, or its parser has arrived. */
function ready(): boolean {
  if (parse || knownWithoutParser()) return true;
  void loadParser();
  return false;
}

/**
 * false in the server's HTML and while hydrating, and while the reader of a stored shortlist is
 * still loading; then true. The controls are enabled from then on, so a change is never held back
 * (and lost if the visitor leaves the page at once) and the shortlist is never shown empty before it
 * has been read.
 */
export function useStoreReady(): boolean {
  return useSyncExternalStore(subscribe, ready, () => false);
}

function apply(change: (state: ShortlistState) => ShortlistState): void {
  const current = snapshot();
  const next = change(current);
  if (next === current) return;
  const raw = serializeShortlist(next);
  try {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, raw);
  } catch {
    return;
  }
  cachedRaw = raw;
  cached = next;
  notify();
}

/**
 * Applies a rule to the stored shortlist, read fresh so another tab's change is not lost; when
 * something is stored and its parser has not arrived yet, once it has.
 */
export function updateShortlist(change: (state: ShortlistState) => ShortlistState): void {
  if (parse || knownWithoutParser()) apply(change);
  else void loadParser().then(() => apply(change));
}

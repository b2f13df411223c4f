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
 * stored is ever written over unread. A view of a detail page cannot wait (the visitor may leave the
 * page before the parser arrives): it is written at once beside the shortlist, and moved into it by
 * the first page that can read it (recordViewNow).
 */
import { useSyncExternalStore } from 'react';
import {
  EMPTY_SHORTLIST,
  PENDING_VIEWS_KEY,
  SHORTLIST_STORAGE_KEY,
  appendPendingView,
  recordView,
  serializeShortlist,
  type ShortlistCard,
  type ShortlistState,
} from '@/lib/shortlist';

type Parse = (raw: string) => ShortlistState;
type Reader = typeof import('@/lib/shortlist-storage');

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
let cachedRaw: string | null = null;
let cached: ShortlistState = EMPTY_SHORTLIST;
let parse: Parse | null = null;
let parser: Promise<Parse> | null = null;

function loadParser(): Promise<Parse> {
  parser ??= import('@/lib/shortlist-storage').then(
    (m) => {
      parse = m.parseShortlist;
      movePendingViews(m);
      notify();
      return m.parseShortlist;
    },
    (error: unknown) => {
      // not arrived (the network failed): the next reading asks again
      parser = null;
      throw error;
    },
  );
  return parser;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // storage refused (a privacy setting): the shortlist is empty and saving does nothing
    return null;
  }
}

const readRaw = () => read(SHORTLIST_STORAGE_KEY);

const ignore = () => {};
/** Starts loading the parser, if it has not arrived; a failure is met again at the next reading. */
const askForParser = () => void loadParser().catch(ignore);

function snapshot(): ShortlistState {
  const raw = readRaw();
  if (raw === cachedRaw) return cached;
  if (raw !== null && !parse) {
    askForParser();
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
  askForParser();
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
  else void loadParser().then(() => apply(change), ignore);
}

/**
 * A detail page seen now: recorded at once where the shortlist can be read; otherwise written at once
 * among the pending views, so that leaving the page before the parser arrives loses nothing, and
 * moved into the shortlist when it has (on this page or the next).
 */
export function recordViewNow(card: ShortlistCard): void {
  const at = Date.now();
  if (parse || knownWithoutParser()) return apply((s) => recordView(s, card, at));
  try {
    window.localStorage.setItem(PENDING_VIEWS_KEY, appendPendingView(read(PENDING_VIEWS_KEY), card, at));
  } catch {
    return;
  }
  askForParser();
}

/** The pending views moved into the shortlist, each by its own time (lib/shortlist.ts). */
function movePendingViews(reader: Reader): void {
  const raw = read(PENDING_VIEWS_KEY);
  if (raw === null) return;
  try {
    window.localStorage.removeItem(PENDING_VIEWS_KEY);
  } catch {
    return;
  }
  const views = reader.parsePendingViews(raw);
  apply((s) => views.reduce((state, view) => recordView(state, view, view.viewedAt), s));
}

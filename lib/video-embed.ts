/** A property's video address as a player the page can embed (YouTube without cookies, Vimeo). */

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  /** the player's address for an <iframe> */
  embedUrl: string;
  /** the address to open the video on its own site */
  watchUrl: string;
}

const YOUTUBE_ID_CHARS = '[A-Za-z0-9_-]{11}';
const YOUTUBE_ID = new RegExp(`^${YOUTUBE_ID_CHARS}$`);

/** The embeddable player of a YouTube or Vimeo address; null for anything else (it is then only linked). */
export function videoEmbed(raw: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtubeId: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    youtubeId = parts[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') ? (parts[1] ?? null) : null;
  } else if (host === 'youtu.be') {
    youtubeId = url.pathname.split('/').filter(Boolean)[0] ?? null;
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      provider: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.split('/').filter(Boolean).find((part) => /^\d{6,12}$/.test(part));
    if (id) return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}`, watchUrl: `https://vimeo.com/${id}` };
  }
  return null;
}

const YOUTUBE_EMBED_PATH = new RegExp(`^/embed/${YOUTUBE_ID_CHARS}$`);
const EMBED_PATHS = new Map<string, RegExp>([
  ['www.youtube.com', YOUTUBE_EMBED_PATH],
  ['youtube.com', YOUTUBE_EMBED_PATH],
  ['www.youtube-nocookie.com', YOUTUBE_EMBED_PATH],
  ['youtube-nocookie.com', YOUTUBE_EMBED_PATH],
  ['player.vimeo.com', /^\/video\/\d+$/],
]);

/**
 * Whether an address is a player's own embed address: https, no credentials or port, and exactly
 * `/embed/{id}` on YouTube (with or without cookies) or `/video/{id}` on player.vimeo.com. Stricter
 * than videoEmbed, which also reads watch pages and short links: an iframe in backend HTML must
 * already be an embed (lib/sanitize.ts).
 */
export function isEmbedAddress(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return EMBED_PATHS.get(url.hostname)?.test(url.pathname) ?? false;
}

/** A video address safe to link to (https or http only); null otherwise. */
export function safeVideoLink(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

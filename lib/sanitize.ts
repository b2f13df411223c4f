/**
 * The one sanitize-html configuration for every HTML field the backend sends (property, category,
 * blog and career texts): an explicit allowlist, https / mailto / tel links only, and every link
 * marked noopener noreferrer nofollow. An iframe survives only when its src is a player's embed
 * address (YouTube /embed/{id}, player.vimeo.com/video/{id}) that videoEmbed (lib/video-embed.ts)
 * reads: it is then rebuilt with that parser's own player address (youtube-nocookie.com or
 * player.vimeo.com, no query string), its title, width and height, a fixed permission list and a
 * sandbox; every other iframe is dropped with its content.
 */
import sanitizeHtml from 'sanitize-html';
import { isEmbedAddress, videoEmbed } from './video-embed';

/** The hosts of the player addresses videoEmbed builds; the only iframe sources the output can hold. */
const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];

const IFRAME_ALLOW = 'encrypted-media; fullscreen; picture-in-picture';

// The players run their own scripts on their own origin; no forms, no navigation of the page.
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/**
 * An iframe from backend HTML, rebuilt from nothing but what the site decides: the player's address
 * from videoEmbed, the backend's title, width and height. Without a src the iframe is dropped
 * (exclusiveFilter below).
 */
function videoFrame(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const src = attribs.src ?? '';
  const video = isEmbedAddress(src) && !('srcdoc' in attribs) ? videoEmbed(src) : null;
  if (!video) return {};
  return {
    src: video.embedUrl,
    title: attribs.title?.trim() || 'Video',
    ...(attribs.width ? { width: attribs.width } : {}),
    ...(attribs.height ? { height: attribs.height } : {}),
    allow: IFRAME_ALLOW,
    loading: 'lazy',
    referrerpolicy: 'strict-origin-when-cross-origin',
    sandbox: IFRAME_SANDBOX,
  };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup',
    'blockquote', 'ul', 'ol', 'li', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
    'figure', 'figcaption', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    // An iframe's attributes are rebuilt by transformTags below (which runs before this allowlist),
    // so the backend's values for the others never survive.
    iframe: ['src', 'title', 'width', 'height', 'allow', 'loading', 'referrerpolicy', 'sandbox'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // An iframe whose src was refused (not a player's embed address) would only be an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
    // Page headings belong to the page: a stray h1 in backend HTML becomes an h2.
    h1: 'h2',
    // A player needs no camera, microphone or location: a fixed permission list for every embed.
    iframe: (tagName, attribs) => ({ tagName, attribs: videoFrame(attribs) }),
  },
};

/** Safe HTML for dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text of an HTML field (for meta descriptions), whitespace folded, cut at `max` characters. */
export function htmlToText(html: string, max = 160): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

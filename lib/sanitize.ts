/**
 * The one sanitize-html configuration for every HTML field the backend sends (property, category,
 * blog and career texts): an explicit allowlist, https / mailto / tel links only, iframes only from
 * YouTube and Vimeo players, and every link marked noopener noreferrer nofollow.
 */
import sanitizeHtml from 'sanitize-html';

const IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com'];

const IFRAME_ALLOW = 'encrypted-media; fullscreen; picture-in-picture';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup',
    'blockquote', 'ul', 'ol', 'li', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
    'figure', 'figcaption', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    // `allow`, `loading` and `referrerpolicy` are overwritten by transformTags below (which runs
    // before this allowlist), so the backend's values never survive.
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'loading', 'referrerpolicy'],
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
  // An iframe whose src was refused (wrong host or scheme) would only be an empty box: drop it.
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
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, allow: IFRAME_ALLOW, loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin' },
    }),
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

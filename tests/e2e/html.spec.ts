/**
 * Every page type is valid HTML as the W3C Nu HTML Checker (vnu.jar, from the vnu-jar package, run
 * on the machine's Java) reads it, apart from what React itself writes.
 *
 * The pages are fetched as a crawler that reads raw HTML fetches them (Bingbot): Next.js then puts
 * the metadata in the head, as documented for `htmlLimitedBots`. For other visitors it may stream
 * a slow page's metadata after the head, where React moves it on hydration; that is the framework's
 * documented behaviour, not the site's markup.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { pageTypePaths } from '../support/page-policy';

const vnuJar = fileURLToPath(new URL('build/dist/vnu.jar', import.meta.resolve('vnu-jar/package.json')));
const CRAWLER = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/** React writes a server action's form as `action=""` with hidden fields (progressive enhancement). */
const REACT_WRITES = [/^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test('every page type is valid HTML apart from what React itself writes', async ({ request }) => {
  // one validator run over every page type (twenty pages, both languages), the slowest step a Java start
  test.setTimeout(180_000);
  const paths = [
    ...(await pageTypePaths(test.info().project.use.baseURL!)).paths,
    '/residentials?beds=2&view=map',
    '/property-for-sale-in-sliema?beds=3',
    '/commercials',
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'));
  try {
    const files = await Promise.all(
      paths.map(async (p, i) => {
        const res = await request.get(p, { headers: { 'user-agent': CRAWLER } });
        const file = path.join(dir, `${i}.html`);
        writeFileSync(file, await res.text());
        return file;
      }),
    );
    // vnu exits 1 when it reports anything; its JSON report on stderr is what counts
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stderr?: string }) => ({ stderr: e.stderr ?? '' }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !REACT_WRITES.some((re) => re.test(m.message)))
      .map((m) => `${paths[Number(path.basename(new URL(m.url).pathname, '.html'))]}: ${m.message} ${m.extract ?? ''}`);
    expect(errors, `${paths.length} pages checked`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * What a listing page's HTML weighs, and of it what it carries for React to hydrate from (its inline
 * RSC payload, the `self.__next_f.push` scripts): each card as its view, the filter panel's lists as
 * id and name pairs, the icons a page draws many times once (components/ui/icons/sprite.tsx), a card's
 * photo offered no wider than a screen can use (lib/image-variants.ts). With
 * each card's markup, photo attributes and icons in it, a 20-card page's payload was 160 KB
 * (docs/performance.md, bench:bundle).
 */
test("a 20-card listing's HTML stays within half of the 283 KB it weighed, its inline RSC payload within a third of its 174 KB", async ({ request }) => {
  const html = await (await request.get('/residentials')).text();
  const inline = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  expect(html.match(/<article/g)).toHaveLength(20);
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual((283 / 2) * 1024);
  expect(Buffer.byteLength(inline)).toBeLessThanOrEqual((174 / 3) * 1024);
});

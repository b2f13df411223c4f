/**
 * `npm run bench:lighthouse`: Lighthouse (Node API) in Debian's Chromium against the production
 * build and the reference backend on loopback, with the empty-page baseline app measured in the
 * same run. Three configurations: Lighthouse's default mobile run (simulated slow 4G, CPU ×4),
 * the same with CPU slowdown 2, and its desktop configuration. Each page is measured --runs times
 * per configuration (pages interleaved, so a busy moment of the machine hits them all alike) and the
 * median is printed: performance, accessibility, best practices, SEO, and the mobile run's LCP, TBT
 * and CLS.
 *
 *   --runs 3          runs per page and configuration
 *   --pages a,b       only these page types (home, listing, landing, detail, blog post, agent profile)
 *   --minutes 45      stop (with an error) if the whole run takes longer
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { median, pageTypes, startStack, warm } from './stack.ts';
import { giveUpAfter, markdownOption, printProvenance, printTable } from './report.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    minutes: { type: 'string', default: '45' },
    ...markdownOption,
  },
});
const runs = Number(values.runs);
giveUpAfter('bench:lighthouse', Number(values.minutes));

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

// Lighthouse's own mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbps) with CPU slowdown 2
const mobileCpu2: Config = {
  extends: 'lighthouse:default',
  settings: {
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 150 * 3.75,
      downloadThroughputKbps: 1638.4 * 0.9,
      uploadThroughputKbps: 750 * 0.9,
      cpuSlowdownMultiplier: 2,
    },
  },
};
const configs: { name: string; config: Config | undefined }[] = [
  { name: 'mobile', config: undefined },
  { name: 'mobile CPU×2', config: mobileCpu2 },
  { name: 'desktop', config: desktopConfig },
];

interface Sample {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
}

async function measure(port: number, url: string, config: Config | undefined, attempt = 1): Promise<Sample> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // a trace that went wrong (NO_NAVSTART and the like) is Lighthouse's, not the page's: measure again
    if (attempt < 3) {
      console.error(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
      return measure(port, url, config, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // what costs points outside performance, for whoever reads the log
  for (const c of categories.slice(1)) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.error(`  ${url} ${c}: ${a.id} (${a.title})`);
    }
  }
  // which element was the largest paint, for whoever reads the log
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items;
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node?.selector;
  if (lcpNode) console.error(`  ${url} LCP element: ${lcpNode}`);
  return { scores, lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') };
}

printProvenance('bench:lighthouse');
const stack = await startStack();
try {
  const wanted = values.pages?.split(',').map((s) => s.trim());
  const pages = [{ name: 'baseline (empty page)', url: stack.baseline + '/' }].concat(
    (await pageTypes(stack.site)).filter((p) => !wanted || wanted.includes(p.name)).map((p) => ({ name: p.name, url: stack.site + p.path })),
  );
  for (const p of pages) await warm(p.url);

  const samples = new Map<string, Sample[]>();
  for (const { name: configName, config } of configs) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      for (let run = 1; run <= runs; run++) {
        for (const page of pages) {
          const s = await measure(chrome.port, page.url, config);
          const key = `${configName}\u0000${page.name}`;
          samples.set(key, [...(samples.get(key) ?? []), s]);
          console.error(`${configName} run ${run} ${page.name}: performance ${s.scores.performance}, LCP ${Math.round(s.lcp)} ms, TBT ${Math.round(s.tbt)} ms`);
        }
      }
    } finally {
      chrome.kill();
    }
  }

  const med = (config: string, page: string, pick: (s: Sample) => number) => median((samples.get(`${config}\u0000${page}`) ?? []).map(pick));
  const base = med('mobile', pages[0]!.name, (s) => s.scores.performance);
  printTable(
    `Lighthouse ${runs} runs per page, medians; pages of the site against the empty App Router page of the same run (${stack.site})`,
    ['page', 'mobile perf', 'Δ baseline', 'mobile CPU×2 perf', 'desktop perf', 'a11y', 'best pract.', 'SEO', 'mobile LCP ms', 'mobile TBT ms', 'mobile CLS'],
    pages.map((p) => {
      const perf = med('mobile', p.name, (s) => s.scores.performance);
      return [
        p.name,
        perf,
        p === pages[0] ? '–' : (perf - base >= 0 ? '+' : '') + String(perf - base),
        med('mobile CPU×2', p.name, (s) => s.scores.performance),
        med('desktop', p.name, (s) => s.scores.performance),
        med('mobile', p.name, (s) => s.scores.accessibility),
        med('mobile', p.name, (s) => s.scores['best-practices']),
        med('mobile', p.name, (s) => s.scores.seo),
        Math.round(med('mobile', p.name, (s) => s.lcp)),
        Math.round(med('mobile', p.name, (s) => s.tbt)),
        med('mobile', p.name, (s) => s.cls).toFixed(3),
      ];
    }),
  );
} finally {
  stack.stop();
}
process.exit(0);

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse performance of the home, search and file pages in Debian's Chromium, mobile (Lighthouse's default
 * simulated phone) and desktop, against a running marketplace (BENCH_URL, default http://localhost:3000).
 * Also reports the JavaScript the first load transfers (compressed).
 * One run of a page scores a few points apart from the next on the same build (Lighthouse's simulation replays tasks
 * timed on a machine that does other work), so each page runs BENCH_RUNS times (5, Lighthouse's own advice), the rounds
 * interleaved, and the table gives the median and every run. A run Lighthouse could not finish counts as a problem,
 * not as a score.
 * BENCH_FORM_FACTORS=mobile (or desktop) measures only one; BENCH_LHR_DIR=dir keeps each run's full Lighthouse report
 * there as JSON (`<page>-<form factor>-<run>.json`), for `tsx lhr-diagnostics.ts dir/*.json`.
 */
const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function firstFilePath(): Promise<string> {
  const response = await fetch(`${BASE}/api/files/popular?type=IMAGE&limit=1`);
  const body = (await response.json()) as { data: { results: { media_id: number; slug: string }[] } };
  const file = body.data.results[0];
  if (!file) throw new Error('The catalogue is empty: start the marketplace with demo data first.');
  return `/file/${file.media_id}-${file.slug}`;
}

type Audits = Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;

const pages = [
  ['home', '/'],
  ['search', '/search?q=mountains'],
  ['file', await firstFilePath()],
] as const;

const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const lhrDir = process.env.BENCH_LHR_DIR;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
if (lhrDir) mkdirSync(lhrDir, { recursive: true });

/** One finished run of one page. */
interface Run {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  scriptKb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const runs = new Map<string, Run[]>();
const problems = new Map<string, string[]>();
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const formFactor of formFactors) {
      for (const [name, path] of pages) {
        const key = `${name} (${formFactor})`;
        const result = await lighthouse(
          `${BASE}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          formFactor === 'desktop'
            ? {
                extends: 'lighthouse:default',
                settings: {
                  formFactor: 'desktop',
                  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
                  throttling: {
                    rttMs: 40,
                    throughputKbps: 10240,
                    cpuSlowdownMultiplier: 1,
                    requestLatencyMs: 0,
                    downloadThroughputKbps: 0,
                    uploadThroughputKbps: 0,
                  },
                },
              }
            : undefined,
        );
        if (!result) throw new Error(`no Lighthouse result for ${path}`);
        if (lhrDir) writeFileSync(join(lhrDir, `${name}-${formFactor}-${run}.json`), JSON.stringify(result.lhr));
        // A run Lighthouse could not finish scores 0: say why rather than count a 0 as a measurement.
        if (result.lhr.runtimeError) {
          problems.set(key, [...(problems.get(key) ?? []), result.lhr.runtimeError.code]);
          continue;
        }
        const audits = result.lhr.audits as Audits;
        const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
        runs.set(key, [
          ...(runs.get(key) ?? []),
          {
            score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
            lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
            cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
            tbt: audits['total-blocking-time']?.numericValue ?? 0,
            scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
          },
        ]);
      }
    }
  }
} finally {
  chrome.kill();
}
const rows = [...new Set([...runs.keys(), ...problems.keys()])].map((page) => {
  const done = runs.get(page) ?? [];
  return {
    page,
    'performance (median)': done.length ? median(done.map((r) => r.score)) : '',
    'each run': done.map((r) => r.score).join(' '),
    'LCP ms (median)': done.length ? Math.round(median(done.map((r) => r.lcp))) : '',
    'CLS (max)': done.length ? Math.max(...done.map((r) => r.cls)).toFixed(3) : '',
    'TBT ms (median)': done.length ? Math.round(median(done.map((r) => r.tbt))) : '',
    'JS KB (compressed)': done.length ? Math.round(median(done.map((r) => r.scriptKb))) : '',
    problems: (problems.get(page) ?? []).join(' '),
  };
});
console.log(`\nLighthouse against ${BASE}, ${RUNS} runs per page\n`);
console.table(rows);

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse performance of the home, search and file pages in Debian's Chromium, mobile (Lighthouse's default
 * simulated phone) and desktop, against a running marketplace (BENCH_URL, default http://localhost:3000).
 * Also reports the JavaScript the first load transfers (compressed).
 * BENCH_FORM_FACTORS=mobile (or desktop) measures only one; BENCH_LHR_DIR=dir keeps each page's full Lighthouse report
 * there as JSON, for `tsx lhr-diagnostics.ts dir/*.json`.
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
if (lhrDir) mkdirSync(lhrDir, { recursive: true });

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const rows: Record<string, string | number>[] = [];
try {
  for (const formFactor of formFactors) {
    for (const [name, path] of pages) {
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
      if (lhrDir) writeFileSync(join(lhrDir, `${name}-${formFactor}.json`), JSON.stringify(result.lhr));
      const audits = result.lhr.audits as Audits;
      const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
      rows.push({
        page: `${name} (${formFactor})`,
        performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        'JS KB (compressed)': Math.round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
        // A run Lighthouse could not finish scores 0: say why rather than report a 0 as a measurement.
        problem: result.lhr.runtimeError?.code ?? '',
      });
    }
  }
} finally {
  chrome.kill();
}
console.log(`\nLighthouse against ${BASE}\n`);
console.table(rows);

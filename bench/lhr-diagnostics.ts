import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a Lighthouse report says about a page's load, for reports kept by `BENCH_LHR_DIR=dir npm run bench:web`:
 * `tsx lhr-diagnostics.ts dir/*.json`. The LCP element and its phases, render-blocking requests, main-thread work by
 * kind and by script, unused JavaScript, the long tasks and the network dependency tree.
 */
interface Item {
  [key: string]: unknown;
}
interface Details {
  type?: string;
  items?: Item[];
  headings?: { key: string | null; label?: unknown }[];
  chains?: Record<string, Chain>;
  longestChain?: { duration: number; length: number; transferSize: number };
}
interface Chain {
  url: string;
  navStartToEndTime?: number;
  transferSize?: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}
interface Audit {
  id: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: Details;
}
interface Lhr {
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  timing: { total: number };
}

const ms = (value: unknown) => (typeof value === 'number' ? `${Math.round(value)} ms` : String(value));
const kb = (value: unknown) => (typeof value === 'number' ? `${(value / 1024).toFixed(1)} KB` : String(value));
const short = (url: unknown) => {
  if (typeof url !== 'string') return String(url);
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`.slice(0, 110);
  } catch {
    return url.slice(0, 110);
  }
};

function section(title: string) {
  console.log(`\n  ${title}`);
}

function table(details: Details | undefined): Item[] {
  if (!details) return [];
  if (details.type === 'list') return (details.items ?? []).flatMap((item) => table(item as Details));
  return details.items ?? [];
}

function printChains(chains: Record<string, Chain> | undefined, start: number, depth = 0) {
  for (const chain of Object.values(chains ?? {})) {
    const end = chain.navStartToEndTime;
    console.log(
      `    ${'  '.repeat(depth)}${short(chain.url)}  ${end === undefined ? '' : ms(end - start)} ${kb(chain.transferSize)}${chain.isLongest ? '  (longest)' : ''}`,
    );
    printChains(chain.children, start, depth + 1);
  }
}

for (const file of process.argv.slice(2)) {
  const lhr = JSON.parse(readFileSync(file, 'utf8')) as Lhr;
  const a = lhr.audits;
  const value = (id: string) => a[id]?.numericValue;
  console.log(`\n=== ${path.basename(file)}  ${lhr.finalDisplayedUrl}`);
  console.log(
    `  score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  FCP ${ms(value('first-contentful-paint'))}  LCP ${ms(value('largest-contentful-paint'))}  TBT ${ms(value('total-blocking-time'))}  SI ${ms(value('speed-index'))}  CLS ${(value('cumulative-layout-shift') ?? 0).toFixed(3)}`,
  );

  section('LCP element and phases');
  for (const item of table(a['largest-contentful-paint-element']?.details)) {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    if (node) console.log(`    ${node.selector ?? ''}  ${(node.snippet ?? '').slice(0, 160)}`);
    else if ('phase' in item)
      console.log(`    ${String(item.phase).padEnd(18)} ${ms(item.timing)}  (${Math.round(Number(item.percent ?? 0))}%)`);
  }
  const discovery = a['lcp-discovery-insight'];
  if (discovery?.details) {
    for (const item of table(discovery.details)) {
      if ('label' in item && 'value' in item) console.log(`    discovery: ${String(item.label)}: ${String(item.value)}`);
    }
  }
  for (const item of table(a['prioritize-lcp-image']?.details))
    console.log(`    preload would save: ${short(item.url)} ${ms(item.wastedMs)}`);

  section('Render-blocking');
  const blocking = table(a['render-blocking-insight']?.details ?? a['render-blocking-resources']?.details);
  if (blocking.length === 0) console.log('    none');
  for (const item of blocking) console.log(`    ${short(item.url)} ${ms(item.wastedMs ?? item.totalBytes)}`);

  section('Main-thread work');
  console.log(
    `    ${table(a['mainthread-work-breakdown']?.details)
      .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`)
      .join(' · ')}`,
  );
  for (const item of table(a['bootup-time']?.details).slice(0, 8)) {
    console.log(
      `    ${short(item.url).padEnd(60)} total ${ms(item.total)}  script ${ms(item.scripting)}  parse ${ms(item.scriptParseCompile)}`,
    );
  }

  section('Long tasks');
  for (const item of table(a['long-tasks']?.details).slice(0, 10)) {
    console.log(`    at ${ms(item.startTime)} for ${ms(item.duration)}  ${short(item.url)}`);
  }

  section('Unused JavaScript');
  for (const item of table(a['unused-javascript']?.details)) {
    console.log(`    ${short(item.url).padEnd(60)} ${kb(item.wastedBytes)} of ${kb(item.totalBytes)} unused`);
    for (const sub of ((item.subItems as { items?: Item[] } | undefined)?.items ?? []).slice(0, 6)) {
      console.log(`      ${String(sub.source).slice(0, 80)} ${kb(sub.sourceWastedBytes)}`);
    }
  }

  section('Requests (start, end, transfer)');
  const requests = table(a['network-requests']?.details).filter((item) => !String(item.url).startsWith('data:'));
  for (const item of requests) {
    console.log(
      `    ${ms(item.networkRequestTime).padStart(8)} -> ${ms(item.networkEndTime).padStart(8)}  ${kb(item.transferSize).padStart(9)}  ${String(item.priority ?? '').padEnd(8)} ${String(item.resourceType ?? '').padEnd(10)} ${short(item.url)}`,
    );
  }

  section('Network dependency tree');
  const sections = (a['network-dependency-tree-insight']?.details?.items ?? []) as { value?: Details }[];
  const tree = sections.map((item) => item.value).find((value) => value?.type === 'network-tree');
  printChains(tree?.chains, 0);
}

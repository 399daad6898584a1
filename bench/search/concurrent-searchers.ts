import type { BenchQuery } from './query-mix';

interface Injectable {
  inject: (options: { method: 'GET'; url: string }) => PromiseLike<{ statusCode: number; body: string }>;
}

export interface ConcurrentResult {
  /** Each request's time from being sent to its answer, in milliseconds, sorted. */
  sorted: number[];
  /** Requests answered per second over the whole run. */
  perSecond: number;
}

/**
 * `searchers` buyers searching at once: each takes the next query of the list as soon as its previous one is answered,
 * until the list is done. What one buyer waits for (p95) and how many searches the server answers per second.
 */
export async function searchConcurrently(app: Injectable, queries: BenchQuery[], searchers: number): Promise<ConcurrentResult> {
  const times: number[] = [];
  let next = 0;
  const searcher = async () => {
    while (next < queries.length) {
      const query = queries[next++] as BenchQuery;
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url: query.url });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.statusCode !== 200) throw new Error(`${query.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: searchers }, searcher));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { sorted: times.sort((a, b) => a - b), perSecond: queries.length / seconds };
}

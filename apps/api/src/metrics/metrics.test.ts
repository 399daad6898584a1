import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { MEDIA_QUEUE } from '../modules/uploads/media-processing.job';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';
const ctx = useTestApp({ jobs: true, workers: false, env: { METRICS_TOKEN: TOKEN } });

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('is hidden without the token, or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(`Bearer ${TOKEN.slice(1)}x`)).statusCode).toBe(404);
  });

  it('gives request rate and latency by route, queue depth and age, job durations and database pool use', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    await ctx.jobs?.send(MEDIA_QUEUE, { mediaId: 999_999, revision: 'abc' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/categories",status="\d{3}"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/categories"\} [1-9]/);
    expect(text).toMatch(/job_queue_depth\{queue="media\.process"\} [1-9]/);
    expect(text).toMatch(/job_queue_oldest_age_seconds\{queue="media\.process"\} \d/);
    expect(text).toContain('# TYPE job_duration_seconds histogram');
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});

describe('/metrics without a token set', () => {
  const plain = useTestApp();
  it('does not exist', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } })).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { addVerifiedBankDetails, creditRoyalties, publishedFile, recordLicence } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';

const ctx = useTestApp();
afterEach(async () => expectLedgerBalanced(ctx.database.db));

const unique = () => randomUUID().slice(0, 8);
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

let seller: { token: string; userId: number };
let files: { sunset: number; ridge: number; unsold: number };

beforeAll(async () => {
  seller = await signedUpAndIn(ctx, { email: `seller-${unique()}@example.com`, is_contributor: true });
  const buyer = await signedUpAndIn(ctx, { email: `buyer-${unique()}@example.com` });
  files = {
    sunset: await publishedFile(ctx, seller.userId, 'Golden sunset, "calm" sea'),
    ridge: await publishedFile(ctx, seller.userId, '=Misty ridge'),
    unsold: await publishedFile(ctx, seller.userId, 'Unsold meadow'),
  };
  const sale = (fileId: number, at: string, valueCents: number, royaltyCents: number) =>
    recordLicence(ctx, { buyerId: buyer.userId, contributorId: seller.userId, fileId, valueCents, royaltyCents, at: day(at) });
  await sale(files.sunset, '2026-10-01', 100, 15);
  await sale(files.sunset, '2026-10-02', 100, 15);
  await sale(files.ridge, '2026-10-02', 200, 30);
  await sale(files.ridge, '2026-10-20', 200, 30);
  await sale(files.sunset, '2026-09-15', 100, 15);
});

const get = (url: string, token = seller.token) => call(ctx, 'GET', url, undefined, { token });

describe('GET /contributor/earning/summary', () => {
  it('sums downloads and earnings of the period and shows balances and the level', async () => {
    const response = await get('/contributor/earning/summary?startTime=2026-10-01&endTime=2026-10-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.summary).toMatchObject({
      period: { startTime: '2026-10-01T00:00:00.000Z', endTime: '2026-11-01T00:00:00.000Z' },
      currency: 'USD',
      downloads: 4,
      earnings_cents: 90,
      available_cents: 105,
      pending_cents: 0,
      paid_out_cents: 0,
      lifetime_earnings_cents: 105,
      payout_minimum_cents: 3500,
      level: {
        name: 'Level 1',
        rate_bp: 1500,
        lifetime_downloads: 5,
        next_level_name: 'Level 2',
        next_level_at: 100,
        downloads_to_next: 95,
        progress: 0.05,
      },
    });
  });

  it('accepts ISO date-times and epoch milliseconds, and refuses nonsense or a reversed period', async () => {
    const iso = await get('/contributor/earning/summary?startTime=2026-10-02T00:00:00Z&endTime=2026-10-03T00:00:00Z');
    expect(iso.json().data.summary).toMatchObject({ downloads: 2, earnings_cents: 45 });
    const ms = await get(`/contributor/earning/summary?startTime=${Date.parse('2026-09-01')}&endTime=${Date.parse('2026-10-01')}`);
    expect(ms.json().data.summary).toMatchObject({ downloads: 1, earnings_cents: 15 });
    const bad = await get('/contributor/earning/summary?startTime=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('startTime');
    expect((await get('/contributor/earning/summary?startTime=2026-10-05&endTime=2026-10-01')).statusCode).toBe(400);
  });
});

describe('GET /contributor/earning/summary/graph', () => {
  it('gives every day of the period, empty days as zero', async () => {
    const response = await get('/contributor/earning/summary/graph?startTime=2026-10-01&endTime=2026-10-03');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.points).toEqual([
      { date: '2026-10-01', downloads: 1, earnings_cents: 15 },
      { date: '2026-10-02', downloads: 2, earnings_cents: 45 },
      { date: '2026-10-03', downloads: 0, earnings_cents: 0 },
    ]);
  });

  it('groups by week (from Monday) and by month', async () => {
    const weeks = await get('/contributor/earning/summary/graph?startTime=2026-09-28&endTime=2026-10-11&interval=week');
    expect(weeks.json().data.points).toEqual([
      { date: '2026-09-28', downloads: 3, earnings_cents: 60 },
      { date: '2026-10-05', downloads: 0, earnings_cents: 0 },
    ]);
    const months = await get('/contributor/earning/summary/graph?startTime=2026-09-01&endTime=2026-10-31&interval=month');
    expect(months.json().data.points).toEqual([
      { date: '2026-09-01', downloads: 1, earnings_cents: 15 },
      { date: '2026-10-01', downloads: 4, earnings_cents: 90 },
    ]);
  });

  it('refuses an unknown interval and too many points', async () => {
    expect((await get('/contributor/earning/summary/graph?interval=hour')).statusCode).toBe(400);
    expect((await get('/contributor/earning/summary/graph?startTime=2020-01-01&endTime=2026-01-01&interval=day')).statusCode).toBe(400);
  });
});

describe('GET /contributor/files/detail', () => {
  it('lists each file with its downloads and earnings of the period, best first, 10 a page by default', async () => {
    const response = await get('/contributor/files/detail?startTime=2026-10-01&endTime=2026-10-31');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ totalCount: 3, total_pages: 1, page_no: 1, limit: 10 });
    expect(
      data.results.map((r: { media_id: number; downloads: number; earnings_cents: number; lifetime_downloads: number }) => [
        r.media_id,
        r.downloads,
        r.earnings_cents,
        r.lifetime_downloads,
      ]),
    ).toEqual([
      [files.ridge, 2, 60, 2],
      [files.sunset, 2, 30, 3],
      [files.unsold, 0, 0, 0],
    ]);
    const second = await get('/contributor/files/detail?startTime=2026-10-01&endTime=2026-10-31&page_no=2&limit=2');
    expect(second.json().data).toMatchObject({
      totalCount: 3,
      total_pages: 2,
      results: [expect.objectContaining({ media_id: files.unsold })],
    });
    expect((await get('/contributor/files/detail?limit=500')).statusCode).toBe(400);
    expect((await get('/contributor/files/detail?page_no=0')).statusCode).toBe(400);
  });
});

describe('royalty statement', () => {
  it('lists every download with date, file, format, plan, value, rate, level and royalty, with totals', async () => {
    const response = await get('/contributor/royalty/statement?startTime=2026-10-01&endTime=2026-10-31');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ totalCount: 4, total_royalty_cents: 90, total_value_cents: 600 });
    expect(data.results[0]).toMatchObject({
      media_id: files.ridge,
      title: '=Misty ridge',
      format: 'Large JPEG (3000 × 2000)',
      plan: 'Standard monthly',
      value_cents: 200,
      rate_bp: 1500,
      level: 'Level 1',
      royalty_cents: 30,
      downloaded_at: '2026-10-20T12:00:00.000Z',
    });
  });

  it('exports the period as CSV, quoted and safe from spreadsheet formulas', async () => {
    const response = await get('/contributor/royalty/statement.csv?startTime=2026-10-01&endTime=2026-10-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="royalty-statement-2026-10-01-to-2026-10-31.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('Date (UTC),Licence,File ID,File,Format,Plan,Download value (USD),Rate,Level,Royalty (USD)');
    expect(lines[1]).toContain(`,${files.ridge},'=Misty ridge,Large JPEG (3000 × 2000),Standard monthly,2.00,15.00%,Level 1,0.30`);
    expect(response.body).toContain('"Golden sunset, ""calm"" sea"');
  });
});

describe('permissions', () => {
  it('refuses buyers and anonymous callers (401) and shows another contributor none of this data', async () => {
    const buyer = await signedUpAndIn(ctx, { email: `nosy-${unique()}@example.com` });
    for (const url of [
      '/contributor/earning/summary',
      '/contributor/earning/summary/graph',
      '/contributor/files/detail',
      '/contributor/royalty/statement',
      '/contributor/royalty/statement.csv',
    ]) {
      expect((await get(url, buyer.token)).statusCode).toBe(401);
      expect((await call(ctx, 'GET', url)).statusCode).toBe(401);
    }
    const other = await signedUpAndIn(ctx, { email: `other-${unique()}@example.com`, is_contributor: true });
    const summary = (await get('/contributor/earning/summary?startTime=2026-01-01', other.token)).json().data.summary;
    expect(summary).toMatchObject({ downloads: 0, earnings_cents: 0, available_cents: 0 });
    expect((await get('/contributor/files/detail', other.token)).json().data.totalCount).toBe(0);
    expect((await get('/contributor/royalty/statement?startTime=2026-01-01', other.token)).json().data.totalCount).toBe(0);
  });

  it('a withdrawal moves money from available to pending in the summary', async () => {
    const person = await signedUpAndIn(ctx, { email: `w-${unique()}@example.com`, is_contributor: true });
    await creditRoyalties(ctx, person.userId, 6000);
    await addVerifiedBankDetails(ctx, person.token, person.userId);
    expect((await call(ctx, 'POST', '/contributor/withdraw', { amount: 40 }, { token: person.token })).statusCode).toBe(200);
    const summary = (await get('/contributor/earning/summary', person.token)).json().data.summary;
    expect(summary).toMatchObject({ available_cents: 2000, pending_cents: 4000, paid_out_cents: 0 });
  });
});

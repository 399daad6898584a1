import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, tokenFor } from '../../../test/upload-test-helpers';

const ctx = useTestApp();
let admin: { token: string };
let contributor: { token: string; userId: number };
let buyer: { token: string };

async function fileIn(status: 'DRAFT' | 'inreview' | 'published', submittedMinutesAgo = 0) {
  const row = await ctx.database.db
    .insertInto('media_files')
    .values({
      type: 'IMAGE',
      contributor_id: contributor.userId,
      title: `In ${status} ${submittedMinutesAgo}`,
      slug: 'x',
      width: 3000,
      height: 2000,
      status,
      published_at: status === 'published' ? new Date() : null,
      submitted_at: status === 'inreview' ? new Date(Date.now() - submittedMinutesAgo * 60_000) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  admin = await tokenFor(ctx, 'admin');
  contributor = await tokenFor(ctx, 'contributor');
  buyer = await tokenFor(ctx, 'buyer');
});

describe('admin review', () => {
  it('lists the queue oldest first, and only to admins', async () => {
    const newer = await fileIn('inreview', 5);
    const older = await fileIn('inreview', 60);
    await fileIn('DRAFT');
    const queue = await api(ctx, admin.token, 'GET', '/admin/review/queue?limit=10');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.results.map((r: { media_id: number }) => r.media_id)).toEqual([older, newer]);
    expect(queue.json().data.totalCount).toBe(2);
    for (const token of [contributor.token, buyer.token, undefined]) {
      expect((await api(ctx, token, 'GET', '/admin/review/queue')).statusCode).toBe(401);
      expect((await api(ctx, token, 'POST', '/admin/review/approve', { media_id: older })).statusCode).toBe(401);
    }
    expect((await api(ctx, admin.token, 'GET', '/admin/review/queue?limit=1000')).statusCode).toBe(400);
  });

  it('refuses malformed decisions and decisions on files not in review', async () => {
    const id = await fileIn('inreview', 1);
    const cases: [string, Record<string, unknown>, number][] = [
      ['/admin/review/reject', { media_id: id, reasons: [] }, 400],
      ['/admin/review/reject', { media_id: id, reasons: ['blurry'] }, 400],
      ['/admin/review/reject', { media_id: id, reasons: ['focus'], note: 'n'.repeat(1001) }, 400],
      ['/admin/review/approve', { media_id: 'seven' }, 400],
      ['/admin/review/approve', { media_id: 987_654 }, 404],
      ['/admin/review/approve', { media_id: await fileIn('DRAFT') }, 404],
      ['/admin/review/approve', { media_id: await fileIn('published') }, 409],
    ];
    for (const [url, body, status] of cases) {
      const response = await api(ctx, admin.token, 'POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
    }
    const row = await ctx.database.db.selectFrom('media_files').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('inreview');
    const twice = await api(ctx, admin.token, 'POST', '/admin/review/reject', { media_id: id, reasons: ['noise'] });
    expect(twice.statusCode).toBe(200);
    const again = await api(ctx, admin.token, 'POST', '/admin/review/approve', { media_id: id });
    expect(again.statusCode).toBe(409);
  });
});

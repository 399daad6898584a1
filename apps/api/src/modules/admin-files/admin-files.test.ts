import { beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, newAccount, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';

// Public answers are cached for 10 s here, as in production: a take-down must not wait for them.
const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });
let fixture: CatalogueFixture;
let admin: { token: string; userId: number };

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  admin = await adminSession(ctx);
});

const titleOf = async (id: number) =>
  (await ctx.database.db.selectFrom('media_files').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title;
const searchIds = async (query: string) => {
  const response = await call(ctx, 'GET', `/fetch?query=${encodeURIComponent(query)}`);
  return response.json().data.results.map((r: { media_id: number }) => r.media_id);
};
const auditOf = (id: number) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('target_type', '=', 'file')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('GET /api/admin/files', () => {
  it('finds files by status, contributor, upload date and title', async () => {
    const [id] = (await seedPublishedImages(ctx, fixture.contributorId, 1)) as [number];
    const word = (await titleOf(id)).split(' ').at(-1) as string;
    const today = new Date().toISOString().slice(0, 10);
    const query = `status=published&contributor_id=${fixture.contributorId}&from=${today}&to=${today}&q=${word}`;
    const found = await call(ctx, 'GET', `/admin/files?${query}`, undefined, { token: admin.token });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({
      totalCount: 1,
      results: [{ id, status: 'published', contributor_id: fixture.contributorId, licence_count: 0 }],
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const none = await call(ctx, 'GET', `/admin/files?to=${yesterday}&q=${word}`, undefined, { token: admin.token });
    expect(none.json().data.totalCount).toBe(0);
    expect((await call(ctx, 'GET', '/admin/files?from=yesterday', undefined, { token: admin.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/admin/files?status=hidden', undefined, { token: admin.token })).statusCode).toBe(400);
  });
});

describe('taking a file down and restoring it', () => {
  it('leaves search and its page at once, the licensee still downloads it, and every step is audited', async () => {
    const [id] = (await seedPublishedImages(ctx, fixture.contributorId, 1)) as [number];
    const word = (await titleOf(id)).split(' ').at(-1) as string;
    const formatId = await formatIdOf(ctx, id, 'original');
    const licensee = await newAccount(ctx);
    await buyVariant(ctx, licensee.token, 11);
    expect((await call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: licensee.token })).statusCode).toBe(
      200,
    );
    // Both answers are now in the public cache.
    expect(await searchIds(word)).toEqual([id]);
    expect((await call(ctx, 'GET', `/file?media_id=${id}`)).statusCode).toBe(200);

    const takenDown = await call(
      ctx,
      'POST',
      '/admin/files/take-down',
      { media_id: id, ground: 'rights_complaint', reason: 'The photographer wrote to us <with proof>' },
      { token: admin.token },
    );
    expect(takenDown.statusCode, takenDown.body).toBe(200);
    expect(takenDown.json().data.file).toMatchObject({ id, status: 'removed', licence_count: 1 });
    expect(await searchIds(word)).toEqual([]);
    expect((await call(ctx, 'GET', `/file?media_id=${id}`)).statusCode).toBe(404);
    const again = await call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: licensee.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ redownload: true });
    const stranger = await newAccount(ctx);
    await buyVariant(ctx, stranger.token, 11);
    expect((await call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: stranger.token })).statusCode).toBe(
      404,
    );

    const transition = await ctx.database.db
      .selectFrom('media_status_transitions')
      .select(['actor_id', 'actor_role', 'reasons', 'note'])
      .where('media_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(transition).toEqual({
      actor_id: admin.userId,
      actor_role: 'admin',
      reasons: ['rights_complaint'],
      note: 'Rights complaint: The photographer wrote to us <with proof>',
    });
    expect(
      (await call(ctx, 'POST', '/admin/files/take-down', { media_id: id, ground: 'quality', reason: 'again' }, { token: admin.token }))
        .statusCode,
    ).toBe(409);

    const restored = await call(
      ctx,
      'POST',
      '/admin/files/restore',
      { media_id: id, reason: 'Complaint withdrawn' },
      { token: admin.token },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await searchIds(word)).toEqual([id]);
    expect((await call(ctx, 'GET', `/file?media_id=${id}`)).statusCode).toBe(200);

    expect((await auditOf(id)).map((row) => [row.admin_id, row.action, row.reason, row.details])).toEqual([
      [admin.userId, 'file.take_down', 'The photographer wrote to us <with proof>', { ground: 'rights_complaint' }],
      [admin.userId, 'file.restore', 'Complaint withdrawn', {}],
    ]);
    await expectLedgerBalanced(ctx.database.db);
  });

  it('does not restore a file its contributor removed', async () => {
    const [id] = (await seedPublishedImages(ctx, fixture.contributorId, 1)) as [number];
    await ctx.database.db.updateTable('media_files').set({ status: 'removed' }).where('id', '=', id).execute();
    await ctx.database.db
      .insertInto('media_status_transitions')
      .values({
        media_id: id,
        contributor_id: fixture.contributorId,
        from_status: 'published',
        to_status: 'removed',
        actor_id: fixture.contributorId,
        actor_role: 'contributor',
      })
      .execute();
    const response = await call(ctx, 'POST', '/admin/files/restore', { media_id: id, reason: 'why not' }, { token: admin.token });
    expect(response.statusCode).toBe(409);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('POST /api/admin/files/edit', () => {
  it('corrects the title so that search finds the new one at once, audited with the old value', async () => {
    const [id] = (await seedPublishedImages(ctx, fixture.contributorId, 1)) as [number];
    const oldTitle = await titleOf(id);
    const response = await call(
      ctx,
      'POST',
      '/admin/files/edit',
      { media_id: id, title: 'Zanzibarian sunset', reason: 'Typo' },
      { token: admin.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await searchIds('zanzibarian')).toEqual([id]);
    const [row] = await auditOf(id);
    expect(row).toMatchObject({
      action: 'file.edit',
      reason: 'Typo',
      details: { before: { title: oldTitle }, change: { title: 'Zanzibarian sunset' } },
    });
    const badCategory = await call(
      ctx,
      'POST',
      '/admin/files/edit',
      { media_id: id, category_id: 999_999, reason: 'x' },
      { token: admin.token },
    );
    expect(badCategory.statusCode).toBe(400);
    const nothing = await call(ctx, 'POST', '/admin/files/edit', { media_id: id, reason: 'x' }, { token: admin.token });
    expect(nothing.statusCode).toBe(400);
  });
});

describe('malformed requests and other roles', () => {
  it.each([
    ['an unknown ground', { media_id: 1, ground: 'boredom', reason: 'x' }],
    ['no reason', { media_id: 1, ground: 'quality' }],
    ['a media id that is not a number', { media_id: 'one', ground: 'quality', reason: 'x' }],
  ])('refuses %s with 400', async (_case, body) => {
    expect((await call(ctx, 'POST', '/admin/files/take-down', body, { token: admin.token })).statusCode).toBe(400);
  });

  it('refuses a contributor with 401 and leaves the file on sale', async () => {
    const [id] = (await seedPublishedImages(ctx, fixture.contributorId, 1)) as [number];
    const contributor = await newAccount(ctx, 'contributor');
    const response = await call(
      ctx,
      'POST',
      '/admin/files/take-down',
      { media_id: id, ground: 'quality', reason: 'x' },
      { token: contributor.token },
    );
    expect(response.statusCode).toBe(401);
    expect((await call(ctx, 'GET', `/file?media_id=${id}`)).statusCode).toBe(200);
  });
});

import { CURATION_MESSAGES } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';

const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });
let admin: { token: string; userId: number };
let fx: CatalogueFixture;

beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  admin = await adminSession(ctx);
});

const homeCategories = async () =>
  (
    (await call(ctx, 'GET', '/home/categories')).json().data.categories as { category_id: number; cover: { media_id: number } | null }[]
  ).map((category) => [category.category_id, category.cover?.media_id ?? null]);
const publicCollections = async () =>
  ((await call(ctx, 'GET', '/collections')).json().data.collections as { collection_id: number; name: string }[]).map((c) => c.name);
const audit = (type: string) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .select(['admin_id', 'action', 'reason', 'details'])
    .where('target_type', '=', type)
    .orderBy('id')
    .execute();

describe('PUT /api/admin/home/categories', () => {
  it('chooses which categories the home page shows, in which order, with a cover; the public answer changes at once', async () => {
    const before = await homeCategories();
    expect(before.map(([id]) => id)).toEqual([fx.categories.nature, fx.categories.abstract, fx.categories.motion]);
    const cover = fx.ids.sunset as number;
    const arranged = await call(
      ctx,
      'PUT',
      '/admin/home/categories',
      {
        categories: [
          { category_id: fx.categories.motion, cover_media_id: null },
          { category_id: fx.categories.nature, cover_media_id: cover },
        ],
        reason: 'Video first this week',
      },
      { token: admin.token },
    );
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect(await homeCategories()).toEqual([
      [fx.categories.motion, expect.any(Number)],
      [fx.categories.nature, cover],
    ]);
    const rows = await ctx.database.db
      .selectFrom('categories')
      .select(['id', 'home_position', 'home_hidden', 'cover_media_id'])
      .where('parent_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: fx.categories.nature, home_position: 1, home_hidden: false, cover_media_id: cover },
      { id: fx.categories.abstract, home_position: null, home_hidden: true, cover_media_id: null },
      { id: fx.categories.motion, home_position: 0, home_hidden: false, cover_media_id: null },
    ]);
    expect(await audit('category')).toEqual([
      {
        admin_id: admin.userId,
        action: 'home.categories_arrange',
        reason: 'Video first this week',
        details: {
          old: [fx.categories.nature, fx.categories.abstract, fx.categories.motion].map((id) => ({
            category_id: id,
            cover_media_id: null,
          })),
          new: [
            { category_id: fx.categories.motion, cover_media_id: null },
            { category_id: fx.categories.nature, cover_media_id: cover },
          ],
        },
      },
    ]);
  });

  it('refuses a subcategory, a category twice, an unpublished cover, a malformed body (400) and a non-admin (401)', async () => {
    const body = (categories: unknown) => ({ categories, reason: 'Try' });
    const put = (payload: unknown, token = admin.token) => call(ctx, 'PUT', '/admin/home/categories', payload, { token });
    const sub = await put(body([{ category_id: fx.categories.mountains, cover_media_id: null }]));
    expect(sub.statusCode).toBe(400);
    expect(sub.json().message).toBe(CURATION_MESSAGES.notTopLevel(fx.categories.mountains as number));
    const twice = await put(
      body([
        { category_id: fx.categories.nature, cover_media_id: null },
        { category_id: fx.categories.nature, cover_media_id: null },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    const draft = fx.ids.draft as number;
    const unpublished = await put(body([{ category_id: fx.categories.nature, cover_media_id: draft }]));
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().message).toBe(CURATION_MESSAGES.coverNotPublished(draft));
    expect((await put({ categories: [] })).statusCode).toBe(400);
    expect((await put({ categories: [{ category_id: 'x' }], reason: 'r' })).statusCode).toBe(400);
    const buyer = await newAccount(ctx);
    expect((await put(body([]), buyer.token)).statusCode).toBe(401);
    expect(await audit('category')).toHaveLength(1);
  });
});

describe('curated collections', () => {
  it('creates, edits, unpublishes and orders collections; the public list follows at once, audited', async () => {
    const files = [fx.ids.ridges, fx.ids.sunset] as number[];
    const existing = await publicCollections();
    const post = (body: unknown) => call(ctx, 'POST', '/admin/collections', body, { token: admin.token });
    const created = await post({ name: 'Cold light', description: 'Blue hours.', media_ids: files, published: true, reason: 'Winter' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.collection.collection_id as number;
    expect(created.json().data.collection).toMatchObject({ name: 'Cold light', slug: 'cold-light', published: true, media_ids: files });
    expect(await publicCollections()).toContain('Cold light');
    const filesAnswer = await call(ctx, 'GET', `/collection/files?collection_id=${id}`);
    expect(filesAnswer.json().data.results.map((f: { media_id: number }) => f.media_id)).toEqual(files);

    const all = (await call(ctx, 'GET', '/admin/home', undefined, { token: admin.token })).json().data.collections as {
      collection_id: number;
    }[];
    const order = [id, ...all.map((c) => c.collection_id).filter((other) => other !== id)];
    const ordered = await call(
      ctx,
      'PUT',
      '/admin/collections/order',
      { collection_ids: order, reason: 'Winter first' },
      { token: admin.token },
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await publicCollections())[0]).toBe('Cold light');
    const partial = await call(ctx, 'PUT', '/admin/collections/order', { collection_ids: [id], reason: 'x' }, { token: admin.token });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(CURATION_MESSAGES.orderIncomplete);

    const hidden = await call(
      ctx,
      'PUT',
      `/admin/collections/${id}`,
      { name: 'Cold light', description: 'Blue hours.', media_ids: [files[1]], published: false, reason: 'Rework' },
      { token: admin.token },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await publicCollections()).toEqual(existing);
    expect((await call(ctx, 'GET', `/collection/files?collection_id=${id}`)).statusCode).toBe(404);
    const rows = await audit('collection');
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['collection.create', 'Winter'],
      ['collection.order', 'Winter first'],
      ['collection.update', 'Rework'],
    ]);
    expect(rows[2]?.details).toMatchObject({
      old: { published: true, media_ids: files },
      new: { published: false, media_ids: [files[1]] },
    });
  });

  it('refuses unpublished files, a published name taken, a malformed body (400) and an unknown collection (404)', async () => {
    const post = (body: unknown) => call(ctx, 'POST', '/admin/collections', body, { token: admin.token });
    const base = { name: 'Drafts', description: '', media_ids: [fx.ids.draft], published: true, reason: 'x' };
    const drafts = await post(base);
    expect(drafts.statusCode).toBe(400);
    expect(drafts.json().message).toBe(CURATION_MESSAGES.filesNotPublished([fx.ids.draft as number]));
    const taken = (await call(ctx, 'GET', '/collections')).json().data.collections[0].name as string;
    expect((await post({ ...base, name: taken, media_ids: [] })).statusCode).toBe(400);
    expect((await post({ ...base, media_ids: 'all' })).statusCode).toBe(400);
    expect((await post({ ...base, name: '' })).statusCode).toBe(400);
    const missing = await call(ctx, 'PUT', '/admin/collections/999999', { ...base, media_ids: [] }, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(await ctx.database.db.selectFrom('collections').select('id').where('name', '=', 'Drafts').execute()).toEqual([]);
  });
});

import { CATEGORY_MESSAGES } from '@stock/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { adminSession } from '../../../test/money-fixture';
import { REAUTH_REQUIRED } from '../admin-access/reauth';
import { call, PASSWORD } from '../auth/auth-test-helpers';
import { useSeoTestApp } from '../seo/seo-test-app';

const ctx = await useSeoTestApp({ CATALOGUE_CACHE_SECONDS: '10' });
let admin: { token: string; userId: number };
let fx: CatalogueFixture;

beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  admin = await adminSession(ctx);
});

const send = (method: 'POST' | 'PUT', url: string, body: unknown, token = admin.token) => call(ctx, method, url, body, { token });
const categoryRow = (id: number) =>
  ctx.database.db
    .selectFrom('categories')
    .select(['name', 'slug', 'parent_id', 'position', 'file_count'])
    .where('id', '=', id)
    .executeTakeFirst();
const lastAudit = () =>
  ctx.database.db
    .selectFrom('admin_audit')
    .select(['admin_id', 'action', 'target_id', 'reason', 'details'])
    .where('target_type', '=', 'category')
    .orderBy('id', 'desc')
    .executeTakeFirst();
const publicCategoryName = async (slug: string, type = 'IMAGE') => {
  const response = await call(ctx, 'GET', `/files/by/category?category=${slug}&type=${type}`);
  return response.statusCode === 200 ? (response.json().data.category as { name: string; slug: string }) : response.statusCode;
};
const termsOf = async (mediaId: number) =>
  (
    await sql<{ lexeme: string; category_id: number }>`SELECT lexeme, category_id FROM search_terms WHERE media_id = ${mediaId}`.execute(
      ctx.database.db,
    )
  ).rows;

describe('console categories', () => {
  it('lists the tree and refuses a non-admin (401) and a signed-out caller (401)', async () => {
    const list = await call(ctx, 'GET', '/admin/categories', undefined, { token: admin.token });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.categories as { category_id: number; parent_id: number | null }[];
    expect(rows.map((row) => row.category_id).slice(0, 3)).toEqual([fx.categories.nature, fx.categories.mountains, fx.categories.seas]);
    const buyer = await newAccount(ctx);
    expect((await call(ctx, 'GET', '/admin/categories', undefined, { token: buyer.token })).statusCode).toBe(401);
    expect(
      (await send('POST', '/admin/categories', { name: 'X', type: 'IMAGE', parent_id: null, reason: 'r' }, buyer.token)).statusCode,
    ).toBe(401);
    expect((await call(ctx, 'GET', '/admin/categories')).statusCode).toBe(401);
  });

  it('creates a subcategory at the end of its siblings, audited; refuses a malformed body, a taken name, a nested parent', async () => {
    const malformed = await send('POST', '/admin/categories', { name: '', type: 'IMAGE', parent_id: null, reason: 'New' });
    expect(malformed.statusCode).toBe(400);
    const taken = await send('POST', '/admin/categories', { name: 'Mountains!', type: 'IMAGE', parent_id: null, reason: 'New' });
    expect([taken.statusCode, taken.json().message]).toEqual([400, CATEGORY_MESSAGES.nameTaken]);
    const nested = await send('POST', '/admin/categories', {
      name: 'Peaks',
      type: 'IMAGE',
      parent_id: fx.categories.mountains,
      reason: 'New',
    });
    expect([nested.statusCode, nested.json().message]).toEqual([400, CATEGORY_MESSAGES.noParent]);
    const otherType = await send('POST', '/admin/categories', {
      name: 'Peaks',
      type: 'VIDEO',
      parent_id: fx.categories.nature,
      reason: 'New',
    });
    expect([otherType.statusCode, otherType.json().message]).toEqual([400, CATEGORY_MESSAGES.noParent]);

    const created = await send('POST', '/admin/categories', {
      name: ' Forests ',
      type: 'IMAGE',
      parent_id: fx.categories.nature,
      reason: 'New shoot',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.category.category_id as number;
    expect(await categoryRow(id)).toEqual({
      name: 'Forests',
      slug: 'forests',
      parent_id: fx.categories.nature,
      position: 2,
      file_count: 0,
    });
    expect(await lastAudit()).toEqual({
      admin_id: admin.userId,
      action: 'category.create',
      target_id: String(id),
      reason: 'New shoot',
      details: { old: null, new: { type: 'IMAGE', name: 'Forests', slug: 'forests', parent_id: fx.categories.nature, position: 2 } },
    });
    expect(await publicCategoryName('forests')).toMatchObject({ name: 'Forests' });
  });

  it('renames: the slug changes, the old address still leads to it, search follows the new name, the cache is emptied', async () => {
    expect(await publicCategoryName('gradients')).toMatchObject({ name: 'Gradients' });
    const body = { name: 'Colour Washes', parent_id: fx.categories.abstract, reason: 'Clearer name' };
    const renamed = await send('PUT', `/admin/categories/${fx.categories.gradients}`, body);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await categoryRow(fx.categories.gradients as number)).toMatchObject({ name: 'Colour Washes', slug: 'colour-washes' });
    expect(await publicCategoryName('colour-washes')).toMatchObject({ name: 'Colour Washes', slug: 'colour-washes' });
    expect(await publicCategoryName('gradients')).toMatchObject({ name: 'Colour Washes', slug: 'colour-washes' });
    expect((await termsOf(fx.ids.gradient as number)).map((term) => term.lexeme)).toContain('wash');
    expect(await lastAudit()).toMatchObject({
      action: 'category.update',
      details: {
        old: { name: 'Gradients', slug: 'gradients', parent_id: fx.categories.abstract, position: 0 },
        new: { name: 'Colour Washes', slug: 'colour-washes', parent_id: fx.categories.abstract, position: 0 },
      },
    });
    const page = await ctx.app.inject({ method: 'GET', url: '/category/gradients' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="https://stock.example.com/category/colour-washes"');
    expect(page.body).toContain('<title>Colour Washes stock photos · Northlight</title>');
  });

  it('moves a subcategory to another parent and to the top level; refuses under itself or a parent with children going under another', async () => {
    const seas = fx.categories.seas as number;
    const underSelf = await send('PUT', `/admin/categories/${fx.categories.nature}`, {
      name: 'Nature & Landscapes',
      parent_id: fx.categories.nature,
      reason: 'x',
    });
    expect([underSelf.statusCode, underSelf.json().message]).toEqual([400, CATEGORY_MESSAGES.notUnderItself]);
    const parentUnder = await send('PUT', `/admin/categories/${fx.categories.nature}`, {
      name: 'Nature & Landscapes',
      parent_id: fx.categories.abstract,
      reason: 'x',
    });
    expect([parentUnder.statusCode, parentUnder.json().message]).toEqual([400, CATEGORY_MESSAGES.hasChildren]);
    const malformed = await send('PUT', `/admin/categories/${seas}`, { name: 'Seas', parent_id: 'top', reason: 'x' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await send('PUT', '/admin/categories/999999', { name: 'Seas', parent_id: null, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(await categoryRow(fx.categories.nature as number)).toMatchObject({ parent_id: null, file_count: 3 });

    const moved = await send('PUT', `/admin/categories/${seas}`, {
      name: 'Seas & Coasts',
      parent_id: fx.categories.abstract,
      reason: 'Water is abstract',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await categoryRow(seas)).toMatchObject({ parent_id: fx.categories.abstract, position: 1, file_count: 1 });
    expect(await categoryRow(fx.categories.nature as number)).toMatchObject({ file_count: 2 });
    expect(await categoryRow(fx.categories.abstract as number)).toMatchObject({ file_count: 2 });
    const top = await send('PUT', `/admin/categories/${seas}`, { name: 'Seas & Coasts', parent_id: null, reason: 'Own shelf' });
    expect(top.statusCode).toBe(200);
    expect(await categoryRow(seas)).toMatchObject({ parent_id: null, position: 2, file_count: 1 });
    expect(await lastAudit()).toMatchObject({
      action: 'category.update',
      details: { old: { parent_id: fx.categories.abstract }, new: { parent_id: null } },
    });
  });

  it('reorders the siblings under a parent; refuses a list that leaves one out', async () => {
    const order = (ids: unknown) =>
      send('PUT', '/admin/categories/order', { type: 'IMAGE', parent_id: fx.categories.nature, category_ids: ids, reason: 'Peaks last' });
    const children = await ctx.database.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', fx.categories.nature as number)
      .orderBy('position')
      .execute();
    const ids = children.map((row) => row.id);
    const incomplete = await order(ids.slice(1));
    expect([incomplete.statusCode, incomplete.json().message]).toEqual([400, CATEGORY_MESSAGES.orderIncomplete]);
    expect((await order('all')).statusCode).toBe(400);
    const reordered = await order([...ids].reverse());
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = await ctx.database.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', fx.categories.nature as number)
      .orderBy('position')
      .execute();
    expect(after.map((row) => row.id)).toEqual([...ids].reverse());
    expect(await lastAudit()).toMatchObject({
      action: 'category.order',
      target_id: String(fx.categories.nature),
      details: { old: ids, new: [...ids].reverse() },
    });
  });

  it('merges: needs the password typed again, moves files and subcategories, removes the category, counts and search follow', async () => {
    const abstract = fx.categories.abstract as number;
    const nature = fx.categories.nature as number;
    const merge = (id: number, body: unknown) => send('POST', `/admin/categories/${id}/merge`, body);
    const stale = await merge(abstract, { into_id: nature, reason: 'One shelf' });
    expect([stale.statusCode, stale.json().message]).toEqual([403, REAUTH_REQUIRED]);
    await call(ctx, 'POST', '/admin/reauth', { password: PASSWORD }, { token: admin.token });
    expect((await merge(abstract, { into_id: nature })).statusCode).toBe(400);
    const self = await merge(abstract, { into_id: abstract, reason: 'x' });
    expect([self.statusCode, self.json().message]).toEqual([400, CATEGORY_MESSAGES.mergeSelf]);
    const otherType = await merge(abstract, { into_id: fx.categories.motion, reason: 'x' });
    expect([otherType.statusCode, otherType.json().message]).toEqual([400, CATEGORY_MESSAGES.mergeType]);
    const deep = await merge(abstract, { into_id: fx.categories.mountains, reason: 'x' });
    expect([deep.statusCode, deep.json().message]).toEqual([400, CATEGORY_MESSAGES.mergeChildrenDeep]);
    expect(await categoryRow(abstract)).toMatchObject({ name: 'Abstract & Backgrounds' });
    // The home page showed the merged category first, with a chosen cover; the surviving one takes its place.
    const gradient = fx.ids.gradient as number;
    await ctx.database.db
      .updateTable('categories')
      .set({ home_position: 0, cover_media_id: gradient })
      .where('id', '=', abstract)
      .execute();
    await ctx.database.db.updateTable('categories').set({ home_position: 5, cover_media_id: null }).where('id', '=', nature).execute();

    const merged = await merge(abstract, { into_id: nature, reason: 'One shelf' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await categoryRow(abstract)).toBeUndefined();
    expect(await categoryRow(fx.categories.gradients as number)).toMatchObject({ parent_id: nature });
    expect(await categoryRow(nature)).toMatchObject({ file_count: 3 });
    expect(
      await ctx.database.db
        .selectFrom('categories')
        .select(['home_position', 'cover_media_id'])
        .where('id', '=', nature)
        .executeTakeFirst(),
    ).toEqual({ home_position: 0, cover_media_id: gradient });
    expect(merged.json().data.category).toMatchObject({ category_id: nature, file_count: 3 });
    expect(await publicCategoryName('abstract')).toMatchObject({ name: 'Nature & Landscapes' });
    const gradientTerms = await termsOf(fx.ids.gradient as number);
    expect(gradientTerms.map((term) => term.lexeme)).toContain('natur');
    expect(await lastAudit()).toMatchObject({
      admin_id: admin.userId,
      action: 'category.merge',
      target_id: String(abstract),
      reason: 'One shelf',
      details: { old: { name: 'Abstract & Backgrounds', subcategory_ids: [fx.categories.gradients] }, new: { into_id: nature } },
    });
  });

  it('creates one of twenty parallel categories with the same name; the others get the taken-name answer, no 500', async () => {
    const body = { name: 'Deserts', type: 'IMAGE', parent_id: fx.categories.nature, reason: 'Dunes' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', '/admin/categories', body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(400)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json().message).toBe(CATEGORY_MESSAGES.nameTaken);
    const positions = await ctx.database.db
      .selectFrom('categories')
      .select('position')
      .where('parent_id', '=', fx.categories.nature as number)
      .execute();
    expect(new Set(positions.map((row) => row.position)).size).toBe(positions.length);
  });
});

describe('category names in other languages', () => {
  const names = (id: number, body: unknown, token?: string) => send('PUT', `/admin/categories/${id}/names`, body, token);
  const inLanguage = async (url: string, lang: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': lang } })).json().data;
  const translations = async (id: number) =>
    (
      await sql<{
        lang: string;
        name: string;
      }>`SELECT lang, name FROM category_translations WHERE category_id = ${id} ORDER BY lang`.execute(ctx.database.db)
    ).rows;

  it('lets an admin name a category in other languages, audited, and every public answer shows the reader’s name', async () => {
    const mountains = fx.categories.mountains as number;
    const saved = await names(mountains, { names: { de: 'Berge', fr: '  Montagnes ', ja: '山' }, reason: 'Translated' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.category).toMatchObject({
      category_id: mountains,
      name: 'Mountains',
      names: { de: 'Berge', fr: 'Montagnes', ja: '山' },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'category.names',
      target_id: String(mountains),
      reason: 'Translated',
      details: { old: {}, new: { de: 'Berge', fr: 'Montagnes', ja: '山' } },
    });
    const listed = (await call(ctx, 'GET', '/admin/categories', undefined, { token: admin.token })).json().data.categories;
    expect(listed.find((row: { category_id: number }) => row.category_id === mountains).names).toEqual({
      de: 'Berge',
      fr: 'Montagnes',
      ja: '山',
    });

    expect((await inLanguage('/files/by/category?category=mountains&type=IMAGE', 'de')).category.name).toBe('Berge');
    expect((await inLanguage(`/file?media_id=${fx.ids.ridges}`, 'de')).file.category).toBe('Berge');
    const tree = (await inLanguage('/all/categories', 'fr')).categories;
    expect(JSON.stringify(tree)).toContain('"name":"Montagnes"');
    const facets = (await inLanguage('/fetch?query=ridges', 'de')).facets.category;
    expect(facets.map((facet: { label: string }) => facet.label)).toContain('Berge');
    const page = await ctx.app.inject({ method: 'GET', url: '/category/mountains', headers: { 'accept-language': 'ja' } });
    expect(page.body).toContain('<title>山のストック写真 · Northlight</title>');
  });

  it('replaces the whole set: a language left out shows the English name again', async () => {
    const mountains = fx.categories.mountains as number;
    const saved = await names(mountains, { names: { de: 'Gebirge' }, reason: 'Fewer' });
    expect(saved.json().data.category.names).toEqual({ de: 'Gebirge' });
    expect(await translations(mountains)).toEqual([{ lang: 'de', name: 'Gebirge' }]);
    expect((await inLanguage('/files/by/category?category=mountains&type=IMAGE', 'ja')).category.name).toBe('Mountains');
    expect((await inLanguage('/files/by/category?category=mountains&type=IMAGE', 'de')).category.name).toBe('Gebirge');
  });

  it('refuses a malformed body (400), an unknown category (404) and anyone but an admin (401), changing nothing', async () => {
    const mountains = fx.categories.mountains as number;
    for (const bad of [
      { names: { it: 'Montagne' }, reason: 'x' },
      { names: { en: 'Peaks' }, reason: 'x' },
      { names: { de: '' }, reason: 'x' },
      { names: { de: '   ' }, reason: 'x' },
      { names: { de: 'x'.repeat(81) }, reason: 'x' },
      { names: { de: 'Berge' } },
      { reason: 'x' },
    ])
      expect((await names(mountains, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const unknown = await names(987654, { names: { de: 'Berge' }, reason: 'x' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, CATEGORY_MESSAGES.noCategory]);
    const buyer = await newAccount(ctx);
    expect((await names(mountains, { names: {}, reason: 'x' }, buyer.token)).statusCode).toBe(401);
    expect((await call(ctx, 'PUT', `/admin/categories/${mountains}/names`, { names: {}, reason: 'x' })).statusCode).toBe(401);
    expect(await translations(mountains)).toEqual([{ lang: 'de', name: 'Gebirge' }]);
  });
});

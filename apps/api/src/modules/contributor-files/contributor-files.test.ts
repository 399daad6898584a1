import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, FIVE_KEYWORDS, imageCategory, tokenFor } from '../../../test/upload-test-helpers';
import type { MediaStatusValue } from '../../db/schema';
import { setFileKeywords } from '../catalogue/catalogue-writer.repo';

const ctx = useTestApp();
let owner: { token: string; userId: number };
let stranger: { token: string; userId: number };
let buyer: { token: string };
let categoryId: number;

/** A processed file in the given status, made directly in the database (the pipeline has its own tests). */
async function fileIn(status: MediaStatusValue, contributorId = owner.userId, keywords: string[] = []) {
  const row = await ctx.database.db
    .insertInto('media_files')
    .values({
      type: 'IMAGE',
      contributor_id: contributorId,
      title: `A ${status} file`,
      slug: 'a-file',
      width: 3000,
      height: 2000,
      status,
      processing_status: 'ready',
      category_id: keywords.length ? categoryId : null,
      published_at: status === 'published' ? new Date() : null,
      original_filename: 'a.jpg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.database.db
    .insertInto('media_originals')
    .values({ media_id: row.id, storage_key: `private/originals/${row.id}/a.jpg`, mime: 'image/jpeg', bytes: 1000 })
    .execute();
  if (keywords.length) await setFileKeywords(ctx.database.db, row.id, keywords);
  return row.id;
}

beforeAll(async () => {
  owner = await tokenFor(ctx, 'contributor', 'Owner Olsen');
  stranger = await tokenFor(ctx, 'contributor', 'Stranger Sato');
  buyer = await tokenFor(ctx, 'buyer');
  categoryId = await imageCategory(ctx);
});

describe("another contributor's media_id is 404, never 403; a buyer is 401", () => {
  it.each([
    ['GET', (id: number) => `/contributor/file?media_id=${id}`, undefined],
    ['PUT', () => '/contributor/file/update', (id: number) => ({ media_id: id, title: 'Mine now' })],
    ['PUT', () => '/contributor/file/delete', (id: number) => ({ media_id: id, status: 'DRAFT' })],
    ['POST', () => '/contributor/file/submit', (id: number) => ({ media_ids: [id] })],
    ['GET', (id: number) => `/contributor/keyword/suggestions?media_id=${id}`, undefined],
  ] as const)('%s %s', async (method, url, body) => {
    const id = await fileIn('DRAFT', owner.userId, FIVE_KEYWORDS);
    const theirs = await api(ctx, stranger.token, method, url(id), body?.(id));
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.json().message).toBe('There is no such file in your catalogue.');
    const asBuyer = await api(ctx, buyer.token, method, url(id), body?.(id));
    expect(asBuyer.statusCode).toBe(401);
    const row = await ctx.database.db.selectFrom('media_files').select(['title', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'A DRAFT file', status: 'DRAFT' });
  });
});

describe('PUT /contributor/file/update', () => {
  it('refuses 51 keywords, a 201-character title, an unknown category or release, and changes nothing', async () => {
    const id = await fileIn('DRAFT');
    const cases: [Record<string, unknown>, string][] = [
      [{ keywords: Array.from({ length: 51 }, (_, i) => `word${i}`) }, 'keywords'],
      [{ keywords: ['one', 'two', 'three'] }, 'keywords'],
      [{ title: 't'.repeat(201) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ category_id: 999_999 }, 'category_id'],
      [{ model_release_ids: [424_242] }, 'model_release_ids'],
      [{ age_group: ['toddler'] }, 'age_group'],
    ];
    for (const [change, field] of cases) {
      const response = await api(ctx, owner.token, 'PUT', '/contributor/file/update', { media_id: id, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[0].field).toContain(field);
    }
    const row = await ctx.database.db
      .selectFrom('media_files')
      .select(['title', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'A DRAFT file', category_id: null });
  });

  it('saves a title of exactly 200 characters and 50 keywords, lower-cased and without duplicates', async () => {
    const id = await fileIn('DRAFT');
    const keywords = [...Array.from({ length: 50 }, (_, i) => `Word${i}`), 'word0'];
    const response = await api(ctx, owner.token, 'PUT', '/contributor/file/update', {
      media_id: id,
      title: 'T'.repeat(200),
      keywords: keywords.slice(0, 50),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.file.title).toHaveLength(200);
    expect(response.json().data.file.keywords).toEqual(Array.from({ length: 50 }, (_, i) => `word${i}`));
  });

  it("files keywords typed in the contributor's language under the vocabulary's English keyword", async () => {
    const id = await fileIn('DRAFT');
    const save = (lang: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/contributor/file/update',
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': lang },
        payload: { media_id: id, keywords: ['Berge', 'Berg', 'Schnee', 'See', 'Zugspitze', 'sunset'] },
      });
    const german = await save('de-DE,de;q=0.9');
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().data.file.keywords).toEqual(['mountain', 'snow', 'sea', 'zugspitze', 'sunset']);
    // The same words from an English-speaking contributor are their own keywords: "see" is not a German lake there.
    expect((await save('en')).json().data.file.keywords).toEqual(['berge', 'berg', 'schnee', 'see', 'zugspitze', 'sunset']);
  });

  it('an illegal transition (published -> DRAFT) is 409 and records nothing', async () => {
    const id = await fileIn('published', owner.userId, FIVE_KEYWORDS);
    const response = await api(ctx, owner.token, 'PUT', '/contributor/file/update', { media_id: id, status: 'DRAFT' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This file is published; it cannot be made a draft by its contributor.');
    const edit = await api(ctx, owner.token, 'PUT', '/contributor/file/update', { media_id: id, title: 'New' });
    expect(edit.statusCode).toBe(409);
    const submit = await api(ctx, owner.token, 'POST', '/contributor/file/submit', { media_ids: [id] });
    expect(submit.statusCode).toBe(409);
    const transitions = await ctx.database.db.selectFrom('media_status_transitions').selectAll().where('media_id', '=', id).execute();
    expect(transitions).toEqual([]);
  });

  it('a file in review cannot be edited', async () => {
    const id = await fileIn('inreview', owner.userId, FIVE_KEYWORDS);
    const response = await api(ctx, owner.token, 'PUT', '/contributor/file/update', { media_id: id, title: 'Sneaky' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This file is in review and cannot be changed until the review is done.');
  });
});

describe('POST /contributor/file/submit', () => {
  it('submits complete files and says what the others miss', async () => {
    const complete = await fileIn('DRAFT', owner.userId, FIVE_KEYWORDS);
    const bare = await fileIn('DRAFT');
    const response = await api(ctx, owner.token, 'POST', '/contributor/file/submit', { media_ids: [complete, bare] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.submitted.map((f: { media_id: number }) => f.media_id)).toEqual([complete]);
    expect(response.json().data.failed).toEqual([
      {
        media_id: bare,
        message: 'This file cannot be submitted yet: Add at least 5 keywords (0 so far).',
        missing: [
          { field: 'keywords', message: 'Add at least 5 keywords (0 so far).' },
          { field: 'category_id', message: 'Choose a category.' },
        ],
      },
    ]);
  });

  it('needs a model release when people are shown, and processing to be done', async () => {
    const withPeople = await fileIn('DRAFT', owner.userId, FIVE_KEYWORDS);
    await ctx.database.db.updateTable('media_files').set({ people_count: 2 }).where('id', '=', withPeople).execute();
    const noRelease = await api(ctx, owner.token, 'POST', '/contributor/file/submit', { media_ids: [withPeople] });
    expect(noRelease.statusCode).toBe(422);
    expect(noRelease.json().errors).toEqual([{ field: 'model_release_ids', message: 'Attach a model release: this file shows people.' }]);
    const release = await ctx.database.db
      .insertInto('model_releases')
      .values({
        contributor_id: owner.userId,
        model_name: 'Ada',
        age_group: 'adult',
        file_name: 'r.pdf',
        mime: 'application/pdf',
        bytes: 10,
        storage_key: 'private/releases/x/r',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attached = await api(ctx, owner.token, 'PUT', '/contributor/file/update', {
      media_id: withPeople,
      model_release_ids: [release.id],
      submit: true,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.file).toMatchObject({ status: 'inreview', model_release_ids: [release.id] });

    const processing = await fileIn('DRAFT', owner.userId, FIVE_KEYWORDS);
    await ctx.database.db
      .updateTable('media_files')
      .set({ processing_status: 'failed', processing_error: 'This image is damaged.' })
      .where('id', '=', processing)
      .execute();
    const failed = await api(ctx, owner.token, 'POST', '/contributor/file/submit', { media_ids: [processing] });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().errors[0].message).toBe('Processing failed: replace the file or delete it.');
  });
});

describe('PUT /contributor/file/delete', () => {
  it('deletes a draft (status must match) and keeps the audit row', async () => {
    const id = await fileIn('DRAFT');
    const stale = await api(ctx, owner.token, 'PUT', '/contributor/file/delete', { media_id: id, status: 'rejected' });
    expect(stale.statusCode).toBe(409);
    const missing = await api(ctx, owner.token, 'PUT', '/contributor/file/delete', { media_id: id });
    expect(missing.statusCode).toBe(400);
    const deleted = await api(ctx, owner.token, 'PUT', `/contributor/file/delete?media_id=${id}&status=DRAFT`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ media_id: id, outcome: 'deleted' });
    expect(await ctx.database.db.selectFrom('media_files').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const audit = await ctx.database.db
      .selectFrom('media_status_transitions')
      .select(['from_status', 'to_status', 'note'])
      .where('media_id', '=', id)
      .execute();
    expect(audit).toEqual([{ from_status: 'DRAFT', to_status: 'removed', note: 'Deleted by the contributor' }]);
  });

  it('takes a published file off sale: out of search, original and formats kept for its buyers', async () => {
    const id = await fileIn('published', owner.userId, ['lighthouse', ...FIVE_KEYWORDS]);
    await ctx.database.db
      .insertInto('media_formats')
      .values({ media_id: id, name: 'original', label: 'Original', width: 3000, height: 2000, bytes: 1000, mime: 'image/jpeg' })
      .execute();
    const before = await ctx.app.inject({ method: 'GET', url: `/api/file?media_id=${id}` });
    expect(before.statusCode).toBe(200);
    const removed = await api(ctx, owner.token, 'PUT', '/contributor/file/delete', { media_id: id, status: 'published' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.outcome).toBe('removed');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/file?media_id=${id}` })).statusCode).toBe(404);
    const kept = await ctx.database.db.selectFrom('media_originals').select('storage_key').where('media_id', '=', id).executeTakeFirst();
    expect(kept?.storage_key).toBe(`private/originals/${id}/a.jpg`);
    expect(await ctx.database.db.selectFrom('media_formats').select('name').where('media_id', '=', id).execute()).toEqual([
      { name: 'original' },
    ]);
    expect((await api(ctx, owner.token, 'GET', `/contributor/file?media_id=${id}`)).statusCode).toBe(404);
  });
});

describe('listing and the catalogue', () => {
  it('lists by status and type, counts per status, and points at what needs attention', async () => {
    const lister = await tokenFor(ctx, 'contributor');
    const ids = {
      draft: await fileIn('DRAFT', lister.userId),
      ready: await fileIn('DRAFT', lister.userId, FIVE_KEYWORDS),
      review: await fileIn('inreview', lister.userId, FIVE_KEYWORDS),
      rejected: await fileIn('rejected', lister.userId, FIVE_KEYWORDS),
      published: await fileIn('published', lister.userId, FIVE_KEYWORDS),
    };
    const drafts = await api(ctx, lister.token, 'GET', '/contributor/files?status=DRAFT&newest=true');
    expect(drafts.json().data.results.map((f: { media_id: number }) => f.media_id)).toEqual([ids.ready, ids.draft]);
    const videos = await api(ctx, lister.token, 'GET', '/contributor/files?status=DRAFT&type=VIDEO&filter_type=true&page_no=1');
    expect(videos.json().data).toMatchObject({ results: [], totalCount: 0, page_no: 1 });
    const bad = await api(ctx, lister.token, 'GET', '/contributor/files?status=draft');
    expect(bad.statusCode).toBe(400);
    const catalogue = await api(ctx, lister.token, 'GET', '/contributor/catalog/files');
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().data).toMatchObject({
      counts: { DRAFT: 2, inreview: 1, rejected: 1, published: 1 },
      total: 5,
      needs_attention: { incomplete: 1, rejected: 1, processing_failed: 0, ready_to_submit: 1 },
    });
    expect(catalogue.json().data.recent).toHaveLength(5);
  });

  it('suggests keywords from the title and from similar published files', async () => {
    const published = await fileIn('published', stranger.userId, ['lighthouse', 'coast', 'beacon', 'storm', 'rocks']);
    await ctx.database.db.updateTable('media_files').set({ title: 'Lighthouse on the coast' }).where('id', '=', published).execute();
    await sql`SELECT refresh_media_search_vectors(${[published]}::bigint[])`.execute(ctx.database.db);
    const response = await api(
      ctx,
      owner.token,
      'GET',
      `/contributor/keyword/suggestions?title=${encodeURIComponent('Old lighthouse at dusk')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const suggestions = response.json().data.suggestions;
    expect(suggestions.filter((s: { source: string }) => s.source === 'title').map((s: { keyword: string }) => s.keyword)).toEqual([
      'old',
      'lighthouse',
      'dusk',
    ]);
    expect(suggestions.filter((s: { source: string }) => s.source === 'similar').map((s: { keyword: string }) => s.keyword)).toEqual(
      expect.arrayContaining(['coast', 'beacon', 'storm', 'rocks']),
    );
  });
});

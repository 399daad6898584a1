import { SAVED_SEARCH_MESSAGES } from '@stock/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFixture } from '../../../test/catalogue-fixture';
import { seedCatalogueAndPeople } from '../../../test/catalogue-people';
import { latestRawMailTo } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { startJobQueue, startWorkers } from '../../job-workers';
import { readMailOutbox } from '../../mail/outbox';
import { call, chooseLocale, latestMailTo, mailCount, signedUpAndIn } from '../auth/auth-test-helpers';
import { sendSavedSearchDigests } from './saved-search-digest';
import { SAVED_SEARCH_DIGEST_QUEUE } from './saved-search-jobs';

const ctx = useTestApp();
let fixture: CatalogueFixture;
let alice: string;
let bob: string;
let contributor: string;

beforeAll(async () => {
  ({ fixture, alice, bob, contributor } = await seedCatalogueAndPeople(ctx));
});

const save = (token: string, body: unknown) => call(ctx, 'POST', '/buyer/save/search', body, { token });

async function savedId(token: string, body: unknown): Promise<number> {
  const response = await save(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.saved_search.saved_search_id;
}

/** Makes a saved search look as if it was last opened (or last e-mailed) this many days ago. */
const backdate = (id: number, column: 'last_visited_at' | 'last_notified_at', days: number) =>
  ctx.database.db
    .updateTable('saved_searches')
    .set({ [column]: sql`now() - make_interval(days => ${days})` })
    .where('id', '=', id)
    .execute();

const listOf = async (token: string) => (await call(ctx, 'GET', '/buyer/saved/searches', undefined, { token })).json().data.saved_searches;

describe('POST /buyer/save/search', () => {
  it('saves the query and filters, normalised, with a name made from them', async () => {
    const response = await save(alice, {
      filters: { query: '  Mountain ', type: 'image', orientation: ['vertical', 'horizontal', 'vertical'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.saved_search).toMatchObject({
      name: 'Mountain images',
      filters: { query: 'Mountain', type: 'IMAGE', orientation: ['horizontal', 'vertical'] },
      email_alerts: true,
      new_since_visit: 0,
    });
  });

  it('names an unnamed search in the reader’s language each time it is read, and keeps a name the buyer gave', async () => {
    const carol = (await signedUpAndIn(ctx, { email: 'carol-names@example.com' })).token;
    const inGerman = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/save/search',
      headers: { authorization: `Bearer ${carol}`, 'accept-language': 'de' },
      payload: { filters: { query: 'lake', type: 'VIDEO' } },
    });
    expect(inGerman.json().data.saved_search.name).toBe('Videos: lake');
    await savedId(carol, { filters: {} });
    await savedId(carol, { name: 'My own', filters: { query: 'sea' } });
    const read = async (lang: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/buyer/saved/searches',
          headers: { authorization: `Bearer ${carol}`, 'accept-language': lang },
        })
      )
        .json()
        .data.saved_searches.map((search: { name: string }) => search.name)
        .sort();
    expect(await read('en')).toEqual(['All images', 'My own', 'lake videos']);
    expect(await read('ja')).toEqual(['My own', 'lakeの動画', 'すべての画像']);
    expect(await read('fr')).toEqual(['My own', 'Toutes les images', 'Vidéos : lake']);
  });

  it('refuses the same search twice, however it is written', async () => {
    await savedId(alice, { name: 'Seas', filters: { query: 'sea', color: ['blue', 'orange'] } });
    const again = await save(alice, {
      name: 'Seas again',
      filters: { query: ' sea ', type: 'IMAGE', color: ['orange', 'blue'], safe_search: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
    expect((await save(bob, { filters: { query: 'sea', color: ['blue', 'orange'] } })).statusCode).toBe(200);
  });

  it('refuses filters the search refuses, an unknown category, a blank name, and changes nothing', async () => {
    const before = (await listOf(alice)).length;
    const badColor = await save(alice, { filters: { query: 'x', color: ['ultraviolet'] } });
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json().errors[0].field).toBe('color');
    expect((await save(alice, { filters: { category_id: 999_999 } })).statusCode).toBe(400);
    expect((await save(alice, { name: '  ', filters: { query: 'blank name' } })).statusCode).toBe(400);
    expect((await save(alice, { query: 'no filters object' })).statusCode).toBe(400);
    expect((await listOf(alice)).length).toBe(before);
  });

  it('keeps at most 50 per buyer', async () => {
    const fresh = (await signedUpAndIn(ctx, { email: 'hoarder@example.com' })).token;
    for (let i = 0; i < 50; i++) await savedId(fresh, { filters: { query: `word${i}` } });
    const over = await save(fresh, { filters: { query: 'one more' } });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
  });

  it('answers 401 without a buyer token', async () => {
    expect((await call(ctx, 'POST', '/buyer/save/search', { filters: { query: 'x' } })).statusCode).toBe(401);
    expect((await save(contributor, { filters: { query: 'x' } })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/buyer/saved/searches', undefined, { token: contributor })).statusCode).toBe(401);
  });
});

describe('new since last visit', () => {
  it('counts matching files published since the search was last opened, and none once it is opened', async () => {
    const id = await savedId(bob, { filters: { query: 'mountain' } });
    await backdate(id, 'last_visited_at', 10);
    // ridges was published 2 days ago, peak 20 days ago: only ridges is new.
    expect((await listOf(bob)).find((s: { saved_search_id: number }) => s.saved_search_id === id)).toMatchObject({
      new_since_visit: 1,
      new_since_visit_more: false,
    });
    await backdate(id, 'last_visited_at', 30);
    expect((await listOf(bob)).find((s: { saved_search_id: number }) => s.saved_search_id === id).new_since_visit).toBe(2);
    const visited = await call(ctx, 'POST', '/buyer/saved/search/visit', { saved_search_id: id }, { token: bob });
    expect(visited.statusCode).toBe(200);
    expect(visited.json().data.saved_search.new_since_visit).toBe(0);
    expect((await call(ctx, 'POST', '/buyer/saved/search/visit', { saved_search_id: id }, { token: alice })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/buyer/saved/search/visit', { saved_search_id: 'x' }, { token: bob })).statusCode).toBe(400);
  });
});

describe('PUT /buyer/saved/search/update and /delete', () => {
  it("renames and turns alerts off; another buyer's search answers 404 and stays as it was", async () => {
    const id = await savedId(alice, { filters: { query: 'gradient' } });
    const updated = await call(
      ctx,
      'PUT',
      '/buyer/saved/search/update',
      { saved_search_id: id, name: 'Backgrounds', email_alerts: false },
      { token: alice },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.saved_search).toMatchObject({ name: 'Backgrounds', email_alerts: false });
    expect(
      (await call(ctx, 'PUT', '/buyer/saved/search/update', { saved_search_id: id, name: 'Mine now' }, { token: bob })).statusCode,
    ).toBe(404);
    expect((await call(ctx, 'PUT', '/buyer/saved/search/update', { saved_search_id: id, name: '' }, { token: alice })).statusCode).toBe(
      400,
    );
    expect((await call(ctx, 'PUT', '/buyer/saved/search/delete', { saved_search_id: id }, { token: bob })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', '/buyer/saved/search/delete', {}, { token: alice })).statusCode).toBe(400);
    expect((await call(ctx, 'PUT', '/buyer/saved/search/delete', { saved_search_id: id }, { token: contributor })).statusCode).toBe(401);
    const row = await ctx.database.db.selectFrom('saved_searches').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Backgrounds');
    expect((await call(ctx, 'PUT', '/buyer/saved/search/delete', { saved_search_id: id }, { token: alice })).statusCode).toBe(200);
    expect(await ctx.database.db.selectFrom('saved_searches').select('id').where('id', '=', id).execute()).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('e-mails each buyer the files published since the last digest, once, and nothing when nothing is new', async () => {
    const diana = (await signedUpAndIn(ctx, { email: 'diana@example.com', name: 'Diana' })).token;
    const mountains = await savedId(diana, { name: 'Peaks', filters: { query: 'mountain' } });
    const seas = await savedId(diana, { filters: { query: 'sea' } });
    const quiet = await savedId(diana, { filters: { query: 'gradient' } });
    await backdate(mountains, 'last_notified_at', 10);
    await backdate(seas, 'last_notified_at', 10);
    await backdate(quiet, 'last_notified_at', 10);
    const before = await mailCount(ctx, 'diana@example.com');

    await sendSavedSearchDigests({ db: ctx.database.db, config: ctx.config, storage: ctx.storage });
    expect(await mailCount(ctx, 'diana@example.com')).toBe(before + 1);
    const mail = (await readMailOutbox(ctx.config, 1000)).find((entry) => entry.to === 'diana@example.com');
    expect(mail?.subject).toBe('New files for 2 of your saved searches');
    expect(mail?.text).toContain('Peaks: 1 new');
    expect(mail?.text).toContain(`Misty blue mountain ridges at dawn: ${ctx.config.publicUrl}/file/${fixture.ids.ridges}-`);
    expect(mail?.text).not.toContain('Snowy mountain peak');
    expect(mail?.text).toContain('sea images: 1 new');
    expect(mail?.text).not.toContain('gradient');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/search?q=mountain`);

    await sendSavedSearchDigests({ db: ctx.database.db, config: ctx.config, storage: ctx.storage });
    expect(await mailCount(ctx, 'diana@example.com')).toBe(before + 1);
  });

  it('sends nothing for searches with alerts off', async () => {
    const erin = (await signedUpAndIn(ctx, { email: 'erin@example.com' })).token;
    const id = await savedId(erin, { filters: { query: 'mountain' }, email_alerts: false });
    await backdate(id, 'last_notified_at', 10);
    await sendSavedSearchDigests({ db: ctx.database.db, config: ctx.config, storage: ctx.storage });
    expect(await mailCount(ctx, 'erin@example.com')).toBe(1);
  });
});

describe('the digest in the buyer’s language', () => {
  const digestFor = async (email: string, name: string, locale?: 'de') => {
    const token = (await signedUpAndIn(ctx, { email })).token;
    if (locale) await chooseLocale(ctx, token, locale);
    await backdate(await savedId(token, { name, filters: { query: 'mountain' } }), 'last_notified_at', 10);
    await sendSavedSearchDigests({ db: ctx.database.db, config: ctx.config, storage: ctx.storage });
    return latestMailTo(ctx, email);
  };

  it('lists what is new in German for a German account, the search’s name escaped in HTML and literal in the text', async () => {
    const mail = await digestFor('dora@example.com', 'Berge <b>&', 'de');
    expect(mail.subject).toBe('Neue Dateien für „Berge <b>&“');
    expect(mail.text).toContain('Zu Ihren gespeicherten Suchen gibt es neue Dateien:');
    expect(mail.text).toContain('Berge <b>&: 1 neue Datei');
    expect(mail.text).toContain(`Alle ansehen: ${ctx.config.publicUrl}/search?q=mountain`);
    expect(await latestRawMailTo(ctx, 'dora@example.com')).toContain('<h3>Berge &lt;b&gt;&amp;</h3>');
  });

  it('reads word for word as before in English', async () => {
    const mail = await digestFor('edgar@example.com', 'Peaks');
    const fileLink = /- Misty blue mountain ridges at dawn: (\S+)/.exec(mail.text)?.[1];
    expect(fileLink).toMatch(new RegExp(`^${ctx.config.publicUrl}/file/${fixture.ids.ridges}-`));
    expect(mail.subject).toBe('New files for "Peaks"');
    expect(mail.text).toBe(
      [
        'New files match your saved searches:',
        '',
        'Peaks: 1 new',
        `- Misty blue mountain ridges at dawn: ${fileLink}`,
        `See all: ${ctx.config.publicUrl}/search?q=mountain`,
        '',
        `Turn these e-mails off on your saved searches page: ${ctx.config.publicUrl}/buyer/saved-searches`,
      ].join('\n'),
    );
  });
});

describe('the saved-searches.daily-digest job', () => {
  it('is scheduled daily and sends the digest when it runs', async () => {
    const queue = await startJobQueue(ctx.database.url, ctx.config, () => {});
    try {
      await startWorkers(queue, { db: ctx.database.db, config: ctx.config, storage: ctx.storage });
      const schedules = await queue.boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([SAVED_SEARCH_DIGEST_QUEUE, '0 7 * * *']);
      const fay = (await signedUpAndIn(ctx, { email: 'fay@example.com' })).token;
      const id = await savedId(fay, { filters: { query: 'sunset' } });
      await backdate(id, 'last_notified_at', 10);
      await queue.send(SAVED_SEARCH_DIGEST_QUEUE, {});
      await expect.poll(() => mailCount(ctx, 'fay@example.com'), { timeout: 20_000, interval: 250 }).toBe(2);
    } finally {
      await queue.stop(5);
    }
  });
});

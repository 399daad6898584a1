import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';

const ctx = useTestApp();
const unique = () => randomUUID().slice(0, 8);

let owner: { token: string; userId: number; slug: string };
let ids: Record<string, number>;

beforeAll(async () => {
  const fixture = await seedCatalogueFixture(ctx.database.db);
  ids = fixture.ids;
  // The fixture's contributor has no password: give their files to a contributor who can sign in.
  const person = await signedUpAndIn(ctx, { name: 'Ansel Rivers', email: `ansel-${unique()}@example.com`, is_contributor: true });
  await ctx.database.db
    .updateTable('media_files')
    .set({ contributor_id: person.userId })
    .where('contributor_id', '=', fixture.contributorId)
    .execute();
  const slug = (
    await ctx.database.db.selectFrom('contributors').select('slug').where('user_id', '=', person.userId).executeTakeFirstOrThrow()
  ).slug;
  owner = { ...person, slug };
});

const update = (body: unknown, token = owner.token) => call(ctx, 'PUT', '/contributor/portfolio/update', body, { token });

describe('portfolio', () => {
  it('shows the public portfolio by slug: profile, counts and published files only, 48 a page, no token needed', async () => {
    const response = await call(ctx, 'GET', `/portfolio?slug=${owner.slug}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const published = await ctx.database.db
      .selectFrom('media_files')
      .select(['id', 'type', 'downloads'])
      .where('contributor_id', '=', owner.userId)
      .where('status', '=', 'published')
      .execute();
    expect(data).toMatchObject({ limit: 48, page_no: 1, totalCount: published.length });
    expect(data.results.map((f: { media_id: number }) => f.media_id).sort()).toEqual(published.map((f) => f.id).sort());
    expect(data.portfolio).toMatchObject({
      display_name: 'Ansel Rivers',
      slug: owner.slug,
      cover: null,
      featured: [],
      counts: {
        files: published.length,
        images: published.filter((f) => f.type === 'IMAGE').length,
        videos: published.filter((f) => f.type === 'VIDEO').length,
        downloads: published.reduce((sum, f) => sum + f.downloads, 0),
      },
    });
    const videos = await call(ctx, 'GET', `/portfolio?slug=${owner.slug}&type=video&limit=1`);
    expect(videos.json().data).toMatchObject({
      limit: 1,
      totalCount: data.portfolio.counts.videos,
      results: [expect.objectContaining({ type: 'VIDEO' })],
    });
  });

  it('updates bio, location, links, cover and featured files; the contributor and the public see them', async () => {
    const response = await update({
      bio: 'Mountains at first light.',
      location: 'Yosemite, USA',
      links: ['https://ansel.example.com'],
      cover_media_id: ids.ridges,
      featured_media_ids: [ids.sunset, ids.peak],
    });
    expect(response.statusCode, response.body).toBe(200);
    const portfolio = response.json().data.portfolio;
    expect(portfolio).toMatchObject({ bio: 'Mountains at first light.', location: 'Yosemite, USA', links: ['https://ansel.example.com/'] });
    expect(portfolio.cover.media_id).toBe(ids.ridges);
    expect(portfolio.featured.map((f: { media_id: number }) => f.media_id)).toEqual([ids.sunset, ids.peak]);
    const own = await call(ctx, 'GET', '/contributor/portfolio?page_no=1', undefined, { token: owner.token });
    expect(own.json().data.portfolio.cover.media_id).toBe(ids.ridges);
    const row = await ctx.database.db.selectFrom('contributors').selectAll().where('user_id', '=', owner.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cover_media_id: ids.ridges, featured_media_ids: [ids.sunset, ids.peak], bio: 'Mountains at first light.' });
    const cleared = await update({ cover_media_id: null });
    expect(cleared.json().data.portfolio).toMatchObject({ cover: null, bio: 'Mountains at first light.' });
  });

  it("refuses another contributor's file or an unpublished one (404) and a bad link (400), changing nothing", async () => {
    const other = await signedUpAndIn(ctx, { email: `other-${unique()}@example.com`, is_contributor: true });
    const before = await ctx.database.db
      .selectFrom('contributors')
      .selectAll()
      .where('user_id', '=', other.userId)
      .executeTakeFirstOrThrow();
    const stranger = await update({ bio: 'Mine now', cover_media_id: ids.ridges }, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors[0].field).toBe('cover_media_id');
    const draft = await ctx.database.db
      .selectFrom('media_files')
      .select('id')
      .where('contributor_id', '=', owner.userId)
      .where('status', '<>', 'published')
      .executeTakeFirst();
    expect(draft).toBeDefined();
    expect((await update({ featured_media_ids: [draft?.id ?? 0] })).statusCode).toBe(404);
    expect((await update({ links: ['javascript:alert(1)'] }, other.token)).statusCode).toBe(400);
    expect((await update({ featured_media_ids: [1, 2, 3, 4, 5, 6, 7] }, other.token)).statusCode).toBe(400);
    expect((await update({ featured_media_ids: [ids.sunset, ids.sunset] })).statusCode).toBe(400);
    const after = await ctx.database.db
      .selectFrom('contributors')
      .selectAll()
      .where('user_id', '=', other.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown slug, 400 for a malformed one, and 401 to buyers on the contributor calls', async () => {
    expect((await call(ctx, 'GET', '/portfolio?slug=nobody-here')).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/portfolio?slug=Bad%20Slug')).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/portfolio')).statusCode).toBe(400);
    const buyer = await signedUpAndIn(ctx, { email: `b-${unique()}@example.com` });
    expect((await call(ctx, 'GET', '/contributor/portfolio', undefined, { token: buyer.token })).statusCode).toBe(401);
    expect((await update({ bio: 'x' }, buyer.token)).statusCode).toBe(401);
  });

  it('is in the sitemap and its page has its own title and description', async () => {
    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('/sitemaps/portfolios.xml');
    const map = await ctx.app.inject({ method: 'GET', url: '/sitemaps/portfolios.xml' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain(`/portfolio/${owner.slug}</loc>`);
    const { describePage } = await import('../seo/page-meta.service');
    const { meta } = await describePage(ctx.database.db, ctx.config, `/portfolio/${owner.slug}`);
    expect(meta).toMatchObject({ title: `Ansel Rivers · portfolio · ${ctx.config.site.brand}`, type: 'profile' });
    expect((await describePage(ctx.database.db, ctx.config, '/portfolio/nobody-here')).meta).toBeUndefined();
  });
});

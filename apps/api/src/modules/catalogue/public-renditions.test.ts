import { beforeAll, describe, expect, it } from 'vitest';
import { expectProtected, mediaUrlsIn } from '../../../test/protected-renditions';
import { useTestApp } from '../../../test/test-app';
import { tokenFor } from '../../../test/upload-test-helpers';
import type { DemoCatalogueItem } from '../../demo/generators/types';
import { publishDemoItem } from '../../demo/publish-demo-item';
import { scene, testVideo } from '../../media/media-test-inputs';
import type { Storage } from '../../storage/storage';
import { refreshCatalogueCounts } from './catalogue-writer.repo';

// Every kind of public page and answer, against files that went through the real pipeline: whatever media URL one of
// them exposes is either at most 500 px on its long edge or watermarked all over, measured from the stored file.
const ctx = useTestApp();
let storage: Storage;
const ids: Record<string, number> = {};
let categoryId: number;
let portfolioSlug: string;
let shareToken: string;
let curatedId: number;

function image(key: string, width: number, height: number, keywords: string[]): DemoCatalogueItem {
  return {
    kind: 'IMAGE',
    title: `Protected ${key} picture`,
    description: `A ${key} picture.`,
    keywords: ['protected', ...keywords],
    category: { parent: 'Nature & Landscapes', child: 'Mountains' },
    width,
    height,
    generator: 'test',
    seed: width + height,
    render: () => scene(width, height).jpeg({ quality: 85 }).toBuffer(),
  };
}

beforeAll(async () => {
  storage = ctx.storage;
  const { db } = ctx.database;
  const contributor = await tokenFor(ctx, 'contributor', 'Rendition Owner');
  const parent = await db
    .insertInto('categories')
    .values({ type: 'IMAGE', name: 'Nature & Landscapes', slug: 'nature-landscapes', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  categoryId = (
    await db
      .insertInto('categories')
      .values({ type: 'IMAGE', name: 'Mountains', slug: 'mountains', parent_id: parent.id, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const context = {
    db,
    storage,
    watermarkText: ctx.config.site.brand,
    categoryIds: new Map([['Nature & Landscapes/Mountains', categoryId]]),
  };
  const items: [string, DemoCatalogueItem][] = [
    ['landscape', image('landscape', 3000, 2000, ['ridge'])],
    ['portrait', image('portrait', 2000, 3000, ['ridge'])],
    ['panorama', image('panorama', 4200, 1800, ['ridge'])],
    // Sold only as its 450 px original: nothing of it may be that large without the mark.
    ['small', image('small', 450, 300, ['ridge'])],
    [
      'video',
      {
        kind: 'VIDEO',
        title: 'Protected moving pattern',
        description: 'A moving pattern.',
        keywords: ['protected', 'pattern'],
        category: { parent: 'Abstract Motion', child: 'Particles' },
        width: 1280,
        height: 720,
        generator: 'test',
        seed: 7,
        durationSeconds: 3,
        fps: 10,
        render: async (outputPath) => {
          await testVideo(outputPath, { seconds: 3, rate: 10 });
        },
      },
    ],
  ];
  for (const [key, item] of items) ids[key] = await publishDemoItem(context, item, contributor.userId);
  await refreshCatalogueCounts(db);

  const owner = await db
    .updateTable('contributors')
    .set({ cover_media_id: ids.panorama, featured_media_ids: [ids.portrait as number, ids.video as number, ids.small as number] })
    .where('user_id', '=', contributor.userId)
    .returning('slug')
    .executeTakeFirstOrThrow();
  portfolioSlug = owner.slug;

  curatedId = (
    await db
      .insertInto('collections')
      .values({ name: 'Protected picks', slug: 'protected-picks', is_curated: true, cover_media_id: ids.landscape })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('collection_files')
    .values(Object.values(ids).map((media_id, position) => ({ collection_id: curatedId, media_id, position })))
    .execute();

  const buyer = await tokenFor(ctx, 'buyer');
  const auth = { authorization: `Bearer ${buyer.token}` };
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer/create/collection',
    headers: auth,
    payload: { collection_name: 'Mood board', media_id: ids.portrait },
  });
  const collectionId = created.json().data.collection.collection_id;
  for (const mediaId of [ids.landscape, ids.video]) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/save/collection',
      headers: auth,
      payload: { collection_id: collectionId, data: { media_id: mediaId } },
    });
  }
  const shared = await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer/share/collection',
    headers: auth,
    payload: { collection_id: collectionId },
  });
  shareToken = shared.json().data.share.token;

  // An article whose cover is one of the files' grid renditions, as an editor might pick it.
  const wideThumb = (await ctx.app.inject({ method: 'GET', url: `/api/file?media_id=${ids.landscape}` }))
    .json()
    .data.file.thumbnails.jpeg.at(-1).url;
  await db
    .insertInto('blog_posts')
    .values({
      audience: 'buyers',
      title: 'Mountains in print',
      slug: 'mountains-in-print',
      body_markdown: 'Ridges.',
      body_html: '<p>Ridges.</p>',
      cover_url: wideThumb,
      status: 'published',
      publish_at: new Date(Date.now() - 60_000),
    })
    .execute();
}, 240_000);

describe('public renditions', () => {
  it('exposes nothing over 500 px without the watermark, on any public page or answer', async () => {
    const get = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const pages: Record<string, unknown> = {
      home: await get('/files?limit=20'),
      popular: await get('/files/popular?type=IMAGE'),
      trending: await get('/files/popular?type=IMAGE&is_trending=true'),
      search: await get('/fetch?query=protected&type=IMAGE'),
      'video search': await get('/fetch?query=protected&type=VIDEO'),
      category: await get(`/files/by/category?category_id=${categoryId}`),
      categories: await get('/categories?type=IMAGE'),
      keyword: await get('/files/by/keyword?keyword=ridge'),
      suggestions: await get('/keyword/suggestions/with/files?query=prot&type=IMAGE'),
      'keywords with files': await get('/keywords/with/files?type=IMAGE'),
      similar: await get(`/similar/files?media_id=${ids.landscape}&type=IMAGE`),
      curated: await get('/collections'),
      'curated files': await get(`/collection/files?collection_id=${curatedId}`),
      portfolio: await get(`/portfolio?slug=${portfolioSlug}`),
      shared: await get(`/shared/collection?token=${shareToken}`),
      blog: await get('/blogs/feed'),
      ...Object.fromEntries(
        await Promise.all(Object.entries(ids).map(async ([key, id]) => [`file ${key}`, await get(`/file?media_id=${id}`)])),
      ),
    };
    const urls = new Map<string, string>();
    for (const [page, body] of Object.entries(pages)) for (const url of mediaUrlsIn(body)) if (!urls.has(url)) urls.set(url, page);
    // Each kind of page shows pictures, so that the check below looks at something everywhere.
    for (const [page, body] of Object.entries(pages)) expect(mediaUrlsIn(body).length, page).toBeGreaterThan(0);

    const measured = [];
    for (const [url, page] of urls) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, `${url} on ${page}`).toBe(200);
      measured.push(await expectProtected(ctx.database.db, storage, url));
    }
    // Large renditions are there (grid sizes, previews, the clip, the portfolio cover), each of them watermarked.
    const large = measured.filter((m) => m.watermarked !== undefined);
    expect(large.length).toBeGreaterThan(10);
    expect(large.some((m) => m.url.endsWith('.mp4'))).toBe(true);
    // The small file is sold only as its 450 × 300 original: its renditions that large are watermarked too.
    const small = measured.filter((m) => m.url.includes(`/${ids.small}/`));
    expect(small.every((m) => m.limit === 449)).toBe(true);
    expect(small.filter((m) => m.watermarked === true).length).toBeGreaterThan(0);
  }, 240_000);
});

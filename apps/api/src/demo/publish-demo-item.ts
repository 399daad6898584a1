import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/connection';
import { probeVideo, processImage, processVideo } from '../media';
import { insertDraftFile, publishProcessedFile, replaceRenditions, setFileKeywords } from '../modules/catalogue/catalogue-writer.repo';
import { colorFamiliesOf } from '../modules/catalogue/color-families';
import { imageLicenseFormats, unwatermarkedLongEdge, videoLicenseFormats } from '../modules/catalogue/license-formats';
import { catalogueDerivatives } from '../modules/catalogue/processed-media';
import { slugify } from '../modules/catalogue/slug';
import type { Storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-key';
import { setDemoFilePeople } from './demo-files.repo';
import { hashSeed, mulberry32 } from './generators/prng';
import type { DemoCatalogueItem } from './generators/types';

export interface DemoPublishContext {
  db: Db;
  storage: Storage;
  watermarkText: string;
  categoryIds: Map<string, number>;
}

/** Popularity follows a long tail, as on any catalogue: a few files are licensed far more than the rest. */
function demoScores(seed: number) {
  const random = mulberry32(hashSeed(seed, 'scores'));
  const popularity = Math.round(Math.exp(random() * 5.5) * 10) / 10;
  const downloads = Math.round(popularity * (2 + random() * 4));
  return {
    popularity,
    trending: Math.round(random() * popularity * 10) / 10,
    views: downloads * (8 + Math.round(random() * 20)),
    downloads,
    publishedAt: new Date(Date.now() - Math.floor(random() * 120 * 86_400_000)),
  };
}

async function renderOriginal(
  item: DemoCatalogueItem,
  mediaIdFor: (size: { width: number; height: number; durationMs: number | null; fps: number | null }) => Promise<number>,
  ctx: DemoPublishContext,
) {
  if (item.kind === 'IMAGE') {
    const jpeg = await item.render();
    const mediaId = await mediaIdFor({ width: item.width, height: item.height, durationMs: null, fps: null });
    if (item.people) await setDemoFilePeople(ctx.db, mediaId, item.people);
    const key = storageKeys.original(mediaId, 'original', 'jpg');
    await ctx.storage.put(key, jpeg, 'image/jpeg');
    const original = { key, mime: 'image/jpeg', bytes: jpeg.length };
    const formats = imageLicenseFormats({ width: item.width, height: item.height, ...original });
    const { derivatives, analysis } = await processImage(
      {
        originalPath: await ctx.storage.localPath(key),
        mediaId,
        watermarkText: ctx.watermarkText,
        unwatermarkedLongEdge: unwatermarkedLongEdge(formats),
      },
      ctx.storage,
    );
    return { mediaId, derivatives, analysis, original, formats };
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'demo-video-'));
  try {
    const rendered = path.join(workDir, 'original.mp4');
    await item.render(rendered);
    const probe = await probeVideo(rendered);
    const mediaId = await mediaIdFor({ width: probe.width, height: probe.height, durationMs: probe.durationMs, fps: probe.fps });
    const key = storageKeys.original(mediaId, 'original', 'mp4');
    await ctx.storage.putFile(key, rendered, 'video/mp4');
    const original = { key, mime: 'video/mp4', bytes: (await stat(rendered)).size };
    const formats = videoLicenseFormats({ width: probe.width, height: probe.height, ...original });
    const { derivatives, analysis } = await processVideo(
      {
        originalPath: await ctx.storage.localPath(key),
        mediaId,
        watermarkText: ctx.watermarkText,
        durationMs: probe.durationMs,
        unwatermarkedLongEdge: unwatermarkedLongEdge(formats),
      },
      ctx.storage,
    );
    return { mediaId, derivatives, analysis, original, formats };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function renderDraft(ctx: DemoPublishContext, item: DemoCatalogueItem, contributorId: number) {
  const categoryId = ctx.categoryIds.get(`${item.category.parent}/${item.category.child}`) ?? null;
  return renderOriginal(
    item,
    (size) =>
      insertDraftFile(ctx.db, {
        type: item.kind,
        contributorId,
        title: item.title,
        slug: slugify(item.title),
        description: item.description,
        categoryId,
        ...size,
      }),
    ctx,
  );
}

/** Renders one generated item, runs it through the same media pipeline as an upload, and publishes it. */
export async function publishDemoItem(ctx: DemoPublishContext, item: DemoCatalogueItem, contributorId: number): Promise<number> {
  const made = await renderDraft(ctx, item, contributorId);
  const { publishedAt, ...scores } = demoScores(item.seed);
  await publishProcessedFile(ctx.db, {
    mediaId: made.mediaId,
    keywords: item.keywords,
    analysis: {
      dominantColors: made.analysis.dominantColors,
      colorFamilies: colorFamiliesOf(made.analysis.dominantColors),
      blurhash: made.analysis.blurhash,
    },
    scores,
    publishedAt,
    original: made.original,
    derivatives: catalogueDerivatives(made.derivatives),
    formats: made.formats,
  });
  return made.mediaId;
}

/**
 * Renders one generated item as an upload that finished processing and waits, with its title, description, category
 * and keywords, as a draft of the contributor's: what the demo history then sends through review.
 */
export async function draftDemoItem(ctx: DemoPublishContext, item: DemoCatalogueItem, contributorId: number): Promise<number> {
  const made = await renderDraft(ctx, item, contributorId);
  await ctx.db.transaction().execute(async (trx) => {
    await replaceRenditions(trx, made.mediaId, {
      original: made.original,
      derivatives: catalogueDerivatives(made.derivatives),
      formats: made.formats,
    });
    await setFileKeywords(trx, made.mediaId, item.keywords);
  });
  return made.mediaId;
}

import { sql } from 'kysely';
import type { Config } from '../config/config';
import type { Db } from '../db/connection';
import { refreshCatalogueCounts } from '../modules/catalogue/catalogue-writer.repo';
import { saveCategoryNames } from '../modules/catalogue/category-names';
import { slugify } from '../modules/catalogue/slug';
import type { Storage } from '../storage/storage';
import { createCuratedCollections } from './curated-collections';
import { demoAccount } from './demo-accounts';
import { demoContributorShare } from './demo-contributor-share';
import { DEMO_EMAIL_DOMAIN, ensureDemoContributors } from './demo-contributors';
import { userIdByEmail } from './demo-files.repo';
import { logDemoSearches } from './demo-searches';
import { planDemoCatalogue } from './generators/catalogue-plan';
import { CATEGORY_NAMES } from './generators/category-names';
import { DEMO_CONCURRENCY } from './generators/concurrency';
import { IMAGE_CATEGORIES, VIDEO_CATEGORIES } from './generators/types';
import { progressBar } from './progress-bar';
import { draftDemoItem, publishDemoItem } from './publish-demo-item';

const DEMO_SEED = 20_251_121;
const SETTINGS_KEY = 'demo_catalogue';

async function ensureCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const trees = [
    ['IMAGE', IMAGE_CATEGORIES],
    ['VIDEO', VIDEO_CATEGORIES],
  ] as const;
  for (const [type, tree] of trees) {
    for (const [position, [parent, children]] of Object.entries(tree).entries()) {
      const parentId = await upsertCategory(db, type, parent, null, position);
      for (const [childPosition, child] of children.entries()) {
        ids.set(`${parent}/${child}`, await upsertCategory(db, type, child, parentId, childPosition));
      }
    }
  }
  return ids;
}

async function upsertCategory(db: Db, type: 'IMAGE' | 'VIDEO', name: string, parentId: number | null, position: number): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ type, name, slug: slugify(name), parent_id: parentId, position })
    .onConflict((conflict) => conflict.columns(['type', 'slug']).doUpdateSet({ name, parent_id: parentId, position }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveCategoryNames(db, row.id, CATEGORY_NAMES[name] ?? {});
  return row.id;
}

/** A run that was interrupted left some demo files behind; the new run starts clean rather than doubling them. */
async function removeUnfinishedDemo(db: Db) {
  await db
    .deleteFrom('media_files')
    .where('contributor_id', 'in', db.selectFrom('users').select('id').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`))
    .execute();
}

/**
 * On first start, generates a demo catalogue that looks like a real stock site; later starts find the marker and
 * skip it. DEMO_DATA=false turns it off; DEMO_IMAGES and DEMO_VIDEOS size it.
 */
export async function ensureDemoCatalogue(db: Db, storage: Storage, config: Config, log: (message: string) => void): Promise<void> {
  if (!config.demo.enabled) return;
  const marker = await db.selectFrom('app_settings').select('key').where('key', '=', SETTINGS_KEY).executeTakeFirst();
  if (marker) return;

  await removeUnfinishedDemo(db);
  const started = Date.now();
  const items = planDemoCatalogue({ images: config.demo.images, videos: config.demo.videos, seed: DEMO_SEED });
  log(`Generating the demo catalogue: ${config.demo.images} images and ${config.demo.videos} videos (DEMO_DATA=false skips this)`);
  const [contributorIds, categoryIds] = await Promise.all([ensureDemoContributors(db), ensureCategories(db)]);
  const context = { db, storage, watermarkText: config.site.brand, categoryIds };
  const demoContributorId = await userIdByEmail(db, demoAccount('contributor').email);
  const share = demoContributorShare(items, demoContributorId);

  const report = progressBar('Demo catalogue', {
    IMAGE: items.filter((item) => item.kind === 'IMAGE').length,
    VIDEO: items.filter((item) => item.kind === 'VIDEO').length,
  });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (!item) break;
      const itemStarted = Date.now();
      const mine = share.get(index);
      if (mine === 'draft') await draftDemoItem(context, item, demoContributorId as number);
      else
        await publishDemoItem(
          context,
          item,
          mine === 'published' ? (demoContributorId as number) : (contributorIds[index % contributorIds.length] as number),
        );
      report(item.kind, Date.now() - itemStarted);
    }
  };
  await Promise.all(Array.from({ length: DEMO_CONCURRENCY }, worker));

  await db.transaction().execute(async (trx) => {
    await createCuratedCollections(trx);
    await logDemoSearches(trx, DEMO_SEED);
    await refreshCatalogueCounts(trx);
    await trx
      .insertInto('app_settings')
      .values({
        key: SETTINGS_KEY,
        value: JSON.stringify({ images: config.demo.images, videos: config.demo.videos, generated_at: new Date().toISOString() }),
      })
      .execute();
  });
  await sql`ANALYZE media_files`.execute(db);
  log(`Demo catalogue ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

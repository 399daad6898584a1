import type { Config } from '../config/config';
import type { Db } from '../db/connection';
import type { Storage } from '../storage/storage';
import { ensureDemoAccounts } from './demo-accounts';
import { ensureDemoBlog } from './demo-blog';
import { ensureDemoBlogTranslations } from './demo-blog-translations';
import { ensureDemoBuyerPlan } from './demo-buyer-plan';
import { ensureDemoHistory } from './demo-history';
import { ensureDemoCatalogue } from './seed-demo-catalogue';

/**
 * Everything a first start with demo data makes, in order: the accounts, the blog, the catalogue, then the history
 * that needs all three. Each part keeps a marker and is skipped once made; the demo buyer's plan is put back at every
 * start if it has lapsed.
 */
export async function ensureDemoState(db: Db, storage: Storage, config: Config, log: (message: string) => void): Promise<void> {
  if (!config.demo.enabled) return;
  const deps = { db, config, storage };
  await ensureDemoAccounts(db);
  await ensureDemoBlog(deps);
  await ensureDemoBlogTranslations(deps);
  await ensureDemoCatalogue(db, storage, config, log);
  await ensureDemoHistory(deps, log);
  await ensureDemoBuyerPlan(deps);
}

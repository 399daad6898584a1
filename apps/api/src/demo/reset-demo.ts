/**
 * npm run demo:reset: throws away the local data directory (database, media, dev mailbox) and makes the demo state
 * again, as a first start would, then exits. Refused in production, with DATABASE_URL (a database this script must
 * not empty), and while a server is using the data directory.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { useMediaBinaries } from '../media';
import { openStorage } from '../storage/create-storage';
import { ensureDemoState } from './demo-state';

const log = (message: string) => console.log(`[demo:reset] ${message}`);

async function main() {
  const config = loadConfig({ ...process.env, DEMO_DATA: 'true' });
  useMediaBinaries(config.jobs.mediaTools);
  if (config.isProduction || config.databaseUrl)
    throw new Error('demo:reset only empties the local embedded database; unset NODE_ENV=production and DATABASE_URL.');
  // Opening it first proves no server is using the data directory (it would refuse), before anything is deleted.
  await (await openDatabase(config, log)).close();
  for (const part of ['pg', 'media', 'mail', 'sms']) await rm(path.join(config.dataDir, part), { recursive: true, force: true });
  const started = Date.now();
  const database = await openDatabase(config, log);
  try {
    await ensureDemoState(database.db, await openStorage(config), config, log);
  } finally {
    await database.close();
  }
  log(`Demo state rebuilt in ${((Date.now() - started) / 1000).toFixed(0)} s. Start the marketplace with npm start.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

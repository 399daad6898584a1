import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so that DATA_DIR and the web build resolve the same wherever `npm start` is run from. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WEB_APP_DIR = path.join(PROJECT_ROOT, 'apps/web');
export const WEB_DIST_DIR = path.join(WEB_APP_DIR, 'dist');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'apps/api/src/db/migrations');

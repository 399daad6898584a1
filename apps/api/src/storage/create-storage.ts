import path from 'node:path';
import type { Config } from '../config/config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/** Media live under DATA_DIR/media on this machine; public renditions under its public/ folder. */
export function mediaRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return new LocalStorage(mediaRoot(config));
}

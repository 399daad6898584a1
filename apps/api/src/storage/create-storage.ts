import path from 'node:path';
import type { Config } from '../config/config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/** Media live under DATA_DIR/media on this machine; public renditions under its public/ folder. */
export function mediaRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

/** The process's one storage; server.ts and worker.ts build it once and pass it on in the app's dependencies. */
export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return new LocalStorage(mediaRoot(config));
}

/** Builds the storage and proves it can be used before the process starts taking work. */
export async function openStorage(config: Pick<Config, 'dataDir'>): Promise<Storage> {
  return createStorage(config);
}

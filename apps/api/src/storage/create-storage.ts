import path from 'node:path';
import type { Config } from '../config/config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

type StorageConfig = Pick<Config, 'dataDir' | 's3'>;

/** Without S3, media live under DATA_DIR/media on this machine; public renditions under its public/ folder. */
export function mediaRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

/** The process's one storage; server.ts and worker.ts build it once and pass it on in the app's dependencies. */
export function createStorage(config: StorageConfig): Storage {
  if (config.s3) return new S3Storage(config.s3, path.join(config.dataDir, 'cache', 'storage'));
  return new LocalStorage(mediaRoot(config));
}

/** Builds the storage and proves it can be used before the process takes any work: a bad bucket stops the start. */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  const storage = createStorage(config);
  if (storage instanceof S3Storage) await storage.verify();
  return storage;
}

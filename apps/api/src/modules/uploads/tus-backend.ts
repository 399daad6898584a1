import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { AppDeps } from '../../app-deps';
import { s3ClientConfigFor } from '../../storage/s3-storage';
import { sweepTusUploads } from './tus-sweep';
import { leasedTempFile, tusDir } from './upload-temp-files';

/** Where uploads in progress live: a folder (one machine, or a shared DATA_DIR) or the bucket (any API node). */
export interface TusBackend {
  datastore: DataStore;
  /** Storage keys of uploads in the bucket carry this prefix; the URL shows the id without it. */
  idPrefix: string;
  /** Takes a finished upload out of tus as a temporary file of this process (upload-temp-files.ts); answers its path. */
  claim(uploadId: string, intoDir: string, leaseId: number): Promise<string>;
  /** Removes uploads abandoned for longer than TUS_ABANDONED_AFTER_SECONDS; answers how many. */
  sweep(): Promise<number>;
}

const S3_UPLOAD_PREFIX = 'uploads/tus/';

export function tusBackend({ config, storage }: Pick<AppDeps, 'config' | 'storage'>): TusBackend {
  const abandonedAfterMs = config.uploadSweep.tusAbandonedAfterSeconds * 1000;
  if (config.s3) {
    const datastore = new S3Store({
      partSize: 8 * 1024 * 1024,
      // Tags are not supported by every S3-compatible server; abandoned uploads are found by their start instead.
      useTags: false,
      expirationPeriodInMilliseconds: abandonedAfterMs,
      s3ClientConfig: { bucket: config.s3.bucket, ...s3ClientConfigFor(config.s3) },
    });
    return {
      datastore,
      idPrefix: S3_UPLOAD_PREFIX,
      async claim(uploadId, intoDir, leaseId) {
        await mkdir(intoDir, { recursive: true });
        const claimed = leasedTempFile(intoDir, leaseId);
        await pipeline(storage.createReadStream(uploadId), createWriteStream(claimed, { flags: 'wx' }));
        await datastore.remove(uploadId).catch(() => {});
        return claimed;
      },
      sweep: () => datastore.deleteExpired(),
    };
  }
  const directory = tusDir(config.dataDir);
  return {
    // Abandoned uploads are removed by upload-sweeps.ts, after TUS_ABANDONED_AFTER_SECONDS without a byte.
    datastore: new FileStore({ directory }),
    idPrefix: '',
    async claim(uploadId, intoDir, leaseId) {
      const file = path.join(directory, uploadId);
      await mkdir(intoDir, { recursive: true });
      const claimed = leasedTempFile(intoDir, leaseId);
      await rename(file, claimed);
      await rm(`${file}.json`, { force: true });
      return claimed;
    },
    sweep: async () => (await sweepTusUploads(directory, abandonedAfterMs)).length,
  };
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, type Storage, StorageObjectNotFoundError, type StoredObjectStat } from './storage';
import { assertValidStorageKey, InvalidStorageKeyError } from './storage-key';

/**
 * Storage on the local disk under one root folder (DATA_DIR/media by default). The content type is not kept: files are
 * served by extension, and derivative keys always carry the right one.
 */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer | NodeJS.ReadableStream, _contentType: string): Promise<void> {
    await this.writeAtomically(key, async (tempPath) => {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(tempPath, { flags: 'wx' }));
    });
  }

  async putFile(key: string, localPath: string, _contentType: string): Promise<void> {
    await this.writeAtomically(key, (tempPath) => copyFile(localPath, tempPath));
  }

  async read(key: string): Promise<Buffer> {
    return this.mapMissing(key, () => readFile(this.pathOf(key)));
  }

  createReadStream(key: string, range?: ByteRange): NodeJS.ReadableStream {
    return createReadStream(this.pathOf(key), range);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectStat> {
    const info = await this.mapMissing(key, () => stat(this.pathOf(key)));
    return { bytes: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async localPath(key: string): Promise<string> {
    const file = this.pathOf(key);
    await this.mapMissing(key, () => stat(file));
    return file;
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(this.root, key);
    // The key rules already forbid escaping; this guards against a future change to them.
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key, 'it resolves outside the storage root');
    return file;
  }

  /**
   * The temporary file sits in the target's own folder, so the final rename stays on one file system and is atomic:
   * a crash leaves at most a dot-file that no key can name, never a half-written object.
   */
  private async writeAtomically(key: string, write: (tempPath: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tempPath = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await write(tempPath);
      await flushToDisk(tempPath);
      await rename(tempPath, target);
    } catch (error) {
      await unlink(tempPath).catch(() => {});
      throw error;
    }
  }

  private async mapMissing<T>(key: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectNotFoundError(key);
      throw error;
    }
  }
}

/** Without it, a power cut after the rename could leave the new name pointing at blocks that were never written. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

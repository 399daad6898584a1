import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const DEFAULT_MAX_BYTES = 20 * 1024 * 1024 * 1024;

/**
 * Remote objects copied to this machine for the tools that read files (ffmpeg, sharp). A copy is named by its key and
 * version, so a replaced object is fetched again, and the least recently used copies go once the folder passes its
 * size limit. Only a finished download is ever visible under its name.
 */
export class DownloadCache {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    readonly root: string,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  async fetch(key: string, version: string, open: () => Promise<Readable>): Promise<string> {
    const file = path.join(this.root, this.folderOf(key), createHash('sha256').update(version).digest('hex').slice(0, 16));
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const job = this.download(file, open).finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, job);
    return job;
  }

  async forget(key: string): Promise<void> {
    await rm(path.join(this.root, this.folderOf(key)), { recursive: true, force: true });
  }

  private folderOf(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }

  private async download(file: string, open: () => Promise<Readable>): Promise<string> {
    try {
      const now = new Date();
      await utimes(file, now, now);
      return file;
    } catch {
      // Not cached yet.
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(await open(), createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await this.evict(file);
    return file;
  }

  private async evict(keep: string): Promise<void> {
    const copies: { file: string; bytes: number; used: number }[] = [];
    for (const folder of await readdir(this.root).catch(() => [] as string[])) {
      for (const name of await readdir(path.join(this.root, folder)).catch(() => [] as string[])) {
        if (name.endsWith('.part')) continue;
        const file = path.join(this.root, folder, name);
        const info = await stat(file).catch(() => undefined);
        if (info) copies.push({ file, bytes: info.size, used: info.mtimeMs });
      }
    }
    let total = copies.reduce((sum, copy) => sum + copy.bytes, 0);
    for (const copy of copies.sort((a, b) => a.used - b.used)) {
      if (total <= this.maxBytes) break;
      if (copy.file === keep) continue;
      await rm(copy.file, { force: true });
      total -= copy.bytes;
    }
  }
}

import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connection';
import { heldLeaseIds, leaseDb } from '../../liveness/process-lease.repo';

const LEASED_NAME = /^([1-9][0-9]*)-[0-9a-f]{24}$/;
// Names from before temporary files carried their process's lease: no request of a live process is a day old.
const UNLEASED_STALE_MS = 24 * 3600 * 1000;

export function incomingDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'incoming');
}

/** Where tus keeps uploads in progress; with several API processes it must be shared (docs/operations.md). */
export function tusDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'tus');
}

/**
 * The name of a new temporary upload file: it starts with the lease of the process receiving it, so that once that
 * process is gone (killed in the middle of the upload) any process can tell the file is dead.
 */
export function leasedTempFile(dir: string, leaseId: number): string {
  return path.join(dir, `${leaseId}-${randomBytes(12).toString('hex')}`);
}

/**
 * Removes the temporary files of uploads whose process is gone, and never one whose process is alive (its upload may
 * still be arriving, or being checked and stored). Answers the names it removed.
 */
export async function sweepIncoming(db: Db, dir: string, now = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const leaseOf = (name: string) => Number(LEASED_NAME.exec(name)?.[1] ?? 0);
  const live = await heldLeaseIds(leaseDb(db), [...new Set(names.map(leaseOf).filter((id) => id > 0))]);
  const removed: string[] = [];
  for (const name of names) {
    const lease = leaseOf(name);
    if (lease > 0 && live.has(lease)) continue;
    const file = path.join(dir, name);
    if (lease === 0) {
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || info.mtimeMs > now - UNLEASED_STALE_MS) continue;
    }
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

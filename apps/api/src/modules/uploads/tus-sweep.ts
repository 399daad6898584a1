import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const TUS_FILE = /^([1-9][0-9]*-[0-9a-f]{32})(\.json)?$/;
/** Longer than any moment between two steps of tus's own (creating the data file, then its .json). */
const SETTLE_MS = 60_000;

async function declaredSize(infoFile: string): Promise<number | undefined> {
  const text = await readFile(infoFile, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const size = (JSON.parse(text) as { size?: unknown }).size;
    return typeof size === 'number' ? size : Number.POSITIVE_INFINITY;
  } catch {
    return undefined;
  }
}

/**
 * Removes the tus uploads that are dead, and answers their ids:
 * - unfinished uploads that received nothing for `idleMs`: a process killed in the middle of a chunk leaves the upload
 *   resumable (the client sends the rest to any process), so only a client that stopped coming back ends one;
 * - finished uploads nobody took: the process that received the last chunk moves the file out of this folder at once
 *   (tus.routes.ts), so one still here died in that moment, and the client has already been told it is done;
 * - halves: data without its .json or the reverse.
 */
export async function sweepTusUploads(dir: string, idleMs: number, now = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = new Set(names.map((name) => TUS_FILE.exec(name)?.[1]).filter((id) => id !== undefined));
  const removed: string[] = [];
  for (const id of ids) {
    const data = path.join(dir, id);
    const info = `${data}.json`;
    const [dataStat, infoStat, size] = await Promise.all([
      stat(data).catch(() => undefined),
      stat(info).catch(() => undefined),
      declaredSize(info),
    ]);
    const lastWrite = Math.max(dataStat?.mtimeMs ?? 0, infoStat?.mtimeMs ?? 0);
    const whole = dataStat !== undefined && size !== undefined;
    const finished = whole && dataStat.size >= size;
    const deadAfter = whole && !finished ? idleMs : SETTLE_MS;
    if (lastWrite > now - deadAfter) continue;
    await rm(data, { force: true });
    await rm(info, { force: true });
    removed.push(id);
  }
  return removed;
}

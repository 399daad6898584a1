import type { Db } from '../../db/connection';
import { insertSearchLog, type SearchLogEntry } from '../catalogue/keywords.repo';

const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT_ENTRIES = 500;
// If the database is away for long, the log keeps the newest searches rather than growing without bound.
const MAX_BUFFERED = 10_000;

/**
 * Collects searches as they are answered (from the cache too, so a popular query counts every time it is asked) and
 * writes them in batches, off the path of the answer. Trending keywords read the table; losing the last two seconds
 * of searches in a crash costs nothing that matters.
 */
export function searchLogRecorder(db: Db, onError: (error: unknown) => void) {
  let buffer: SearchLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = buffer;
    buffer = [];
    writing = writing.then(() => insertSearchLog(db, batch)).catch(onError);
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    record(entry: Omit<SearchLogEntry, 'searchedAt'>) {
      buffer.push({ ...entry, searchedAt: new Date() });
      if (buffer.length > MAX_BUFFERED) buffer = buffer.slice(-MAX_BUFFERED);
      if (buffer.length >= FLUSH_AT_ENTRIES) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

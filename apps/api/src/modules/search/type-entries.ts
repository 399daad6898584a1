import type { MediaType } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { estimateMatches } from './search.repo';

/** The planner's statistics change only when the table is analysed, so a minute-old figure is as good as a new one. */
const FRESH_FOR_MS = 60_000;
const known = new WeakMap<Db, Map<MediaType, { entries: number; readAt: number }>>();

/**
 * How many published files of a type the planner counts: the length of a walk of the type's whole order index, which
 * the cost model weighs against reading every match (readAllLimit). Read at most once a minute per database.
 */
export async function typeEntries(db: Db, type: MediaType, now = Date.now()): Promise<number> {
  const ofDb = known.get(db) ?? new Map();
  known.set(db, ofDb);
  const cached = ofDb.get(type);
  if (cached && now - cached.readAt < FRESH_FOR_MS) return cached.entries;
  const entries = await estimateMatches(db, sql<boolean>`f.status = 'published' AND f.type = ${type}`);
  ofDb.set(type, { entries, readAt: now });
  return entries;
}

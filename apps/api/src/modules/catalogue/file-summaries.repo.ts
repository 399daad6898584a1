import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { prepared } from '../../db/prepared-statements';

/** A rendition as stored: [kind, format, width, storage_key]. */
export type DerivativeTuple = [kind: string, format: string, width: number, key: string];

export interface FileSummaryRow {
  id: number;
  type: 'IMAGE' | 'VIDEO';
  title: string;
  slug: string;
  width: number;
  height: number;
  orientation: 'horizontal' | 'vertical' | 'square' | 'panoramic';
  duration_ms: number | null;
  blurhash: string | null;
  dominant_colors: string[];
  contributor_id: number;
  contributor_name: string;
  contributor_slug: string;
  derivatives: DerivativeTuple[];
}

/** Selects the grid-tile fields of published files, in the order of `ids`. */
export async function findFileSummaryRows(db: Db, ids: readonly number[]): Promise<FileSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('media_files as f')
    .modifyFront(prepared)
    .innerJoin('contributors as c', 'c.user_id', 'f.contributor_id')
    .select([
      'f.id',
      'f.type',
      'f.title',
      'f.slug',
      'f.width',
      'f.height',
      'f.orientation',
      'f.duration_ms',
      'f.blurhash',
      'f.dominant_colors',
      'f.contributor_id',
      'c.display_name as contributor_name',
      'c.slug as contributor_slug',
      sql<DerivativeTuple[]>`(
        SELECT coalesce(json_agg(json_build_array(d.kind, d.format, d.width, d.storage_key) ORDER BY d.width), '[]'::json)
        FROM media_derivatives d WHERE d.media_id = f.id AND d.kind IN ('thumb', 'clip')
      )`.as('derivatives'),
    ])
    // One text for any number of ids, so that it is prepared once.
    .where(sql<boolean>`f.id = ANY(${[...ids]})`)
    .where('f.status', '=', 'published')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

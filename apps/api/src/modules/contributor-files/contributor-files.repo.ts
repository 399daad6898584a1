import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaStatusValue, MediaTypeValue, ProcessingStatusValue, TransitionActorValue } from '../../db/schema';
import type { DerivativeTuple } from '../catalogue/file-summaries.repo';

export interface NearDuplicateRow {
  media_id: number;
  title: string;
  distance: number;
  status: MediaStatusValue;
  contributor_id: number;
  thumb_key: string | null;
}

export interface ContributorFileRow {
  id: number;
  contributor_id: number;
  type: MediaTypeValue;
  status: MediaStatusValue;
  title: string;
  description: string;
  category_id: number | null;
  category: string | null;
  age_groups: string[];
  people_count: number;
  original_filename: string;
  mime: string | null;
  bytes: number | null;
  width: number;
  height: number;
  orientation: 'horizontal' | 'vertical' | 'square' | 'panoramic';
  duration_ms: number | null;
  fps: number | null;
  blurhash: string | null;
  dominant_colors: string[];
  exif_camera: string | null;
  exif_taken_at: string | null;
  processing_status: ProcessingStatusValue;
  processing_error: string | null;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  published_at: Date | null;
  keywords: string[];
  release_ids: number[];
  derivatives: DerivativeTuple[];
  near_duplicates: NearDuplicateRow[];
  rejection: { reasons: string[]; note: string; at: string } | null;
}

/** Everything a contributor's file card or edit page shows, in one query per page of files. */
function selectContributorFiles(db: Db) {
  return db
    .selectFrom('media_files as f')
    .leftJoin('categories as c', 'c.id', 'f.category_id')
    .leftJoin('media_originals as o', 'o.media_id', 'f.id')
    .select([
      'f.id',
      'f.contributor_id',
      'f.type',
      'f.status',
      'f.title',
      'f.description',
      'f.category_id',
      'c.name as category',
      'f.age_groups',
      'f.people_count',
      'f.original_filename',
      'o.mime',
      'o.bytes',
      'f.width',
      'f.height',
      'f.orientation',
      'f.duration_ms',
      'f.fps',
      'f.blurhash',
      'f.dominant_colors',
      'f.exif_camera',
      'f.exif_taken_at',
      'f.processing_status',
      'f.processing_error',
      'f.created_at',
      'f.updated_at',
      'f.submitted_at',
      'f.published_at',
      sql<string[]>`(
        SELECT coalesce(json_agg(k.keyword ORDER BY mk.position), '[]'::json)
        FROM media_file_keywords mk JOIN keywords k ON k.id = mk.keyword_id WHERE mk.media_id = f.id
      )`.as('keywords'),
      sql<number[]>`(
        SELECT coalesce(json_agg(r.release_id ORDER BY r.release_id), '[]'::json) FROM media_file_releases r WHERE r.media_id = f.id
      )`.as('release_ids'),
      sql<DerivativeTuple[]>`(
        SELECT coalesce(json_agg(json_build_array(d.kind, d.format, d.width, d.storage_key) ORDER BY d.width), '[]'::json)
        FROM media_derivatives d WHERE d.media_id = f.id
      )`.as('derivatives'),
      sql<NearDuplicateRow[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'media_id', s.id, 'title', s.title, 'distance', nd.distance, 'status', s.status, 'contributor_id', s.contributor_id,
          'thumb_key', (SELECT d.storage_key FROM media_derivatives d
                        WHERE d.media_id = s.id AND d.kind = 'thumb' AND d.format = 'webp' ORDER BY d.width LIMIT 1)
        ) ORDER BY nd.distance, s.id), '[]'::json)
        FROM media_near_duplicates nd JOIN media_files s ON s.id = nd.similar_media_id
        WHERE nd.media_id = f.id AND (s.contributor_id = f.contributor_id OR s.status = 'published')
      )`.as('near_duplicates'),
      sql<ContributorFileRow['rejection']>`(
        SELECT json_build_object('reasons', t.reasons, 'note', t.note, 'at', t.created_at)
        FROM media_status_transitions t
        WHERE t.media_id = f.id AND t.to_status = 'rejected' AND f.status = 'rejected'
        ORDER BY t.id DESC LIMIT 1
      )`.as('rejection'),
    ]);
}

export async function findOwnFile(db: Db, contributorId: number, mediaId: number): Promise<ContributorFileRow | undefined> {
  return selectContributorFiles(db)
    .where('f.id', '=', mediaId)
    .where('f.contributor_id', '=', contributorId)
    .where('f.status', '<>', 'removed')
    .executeTakeFirst() as Promise<ContributorFileRow | undefined>;
}

export async function findFileById(db: Db, mediaId: number): Promise<ContributorFileRow | undefined> {
  return selectContributorFiles(db).where('f.id', '=', mediaId).executeTakeFirst() as Promise<ContributorFileRow | undefined>;
}

export interface OwnFilesFilter {
  contributorId: number;
  status?: MediaStatusValue;
  type?: MediaTypeValue;
  processing?: ProcessingStatusValue;
}

function ownFilesCondition(filter: OwnFilesFilter) {
  const conditions = [
    sql`f.contributor_id = ${filter.contributorId}`,
    filter.status ? sql`f.status = ${filter.status}` : sql`f.status <> 'removed'`,
  ];
  if (filter.type) conditions.push(sql`f.type = ${filter.type}`);
  if (filter.processing) conditions.push(sql`f.processing_status = ${filter.processing}`);
  return sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

export async function listOwnFiles(db: Db, filter: OwnFilesFilter, offset: number, limit: number) {
  const rows = await selectContributorFiles(db)
    .where(ownFilesCondition(filter))
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const counted = await db
    .selectFrom('media_files as f')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ownFilesCondition(filter))
    .executeTakeFirstOrThrow();
  return { rows: rows as unknown as ContributorFileRow[], total: Number(counted.n) };
}

export async function countOwnFilesByStatus(db: Db, contributorId: number) {
  return db
    .selectFrom('media_files')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contributor_id', '=', contributorId)
    .groupBy('status')
    .execute();
}

export async function countFailedProcessing(db: Db, contributorId: number): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contributor_id', '=', contributorId)
    .where('processing_status', '=', 'failed')
    .where('status', 'in', ['DRAFT', 'rejected'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Drafts and rejected files, to tell complete ones from incomplete ones. */
export async function listEditableFiles(db: Db, contributorId: number, limit: number) {
  return (await selectContributorFiles(db)
    .where('f.contributor_id', '=', contributorId)
    .where('f.status', 'in', ['DRAFT', 'rejected'])
    .orderBy('f.created_at', 'desc')
    .limit(limit)
    .execute()) as unknown as ContributorFileRow[];
}

export interface TransitionRow {
  from_status: MediaStatusValue | null;
  to_status: MediaStatusValue;
  actor_role: TransitionActorValue;
  actor_name: string | null;
  reasons: string[];
  note: string;
  created_at: Date;
}

export async function listTransitions(db: Db, mediaId: number): Promise<TransitionRow[]> {
  return db
    .selectFrom('media_status_transitions as t')
    .leftJoin('users as u', 'u.id', 't.actor_id')
    .select(['t.from_status', 't.to_status', 't.actor_role', 'u.name as actor_name', 't.reasons', 't.note', 't.created_at'])
    .where('t.media_id', '=', mediaId)
    .orderBy('t.id')
    .execute();
}

export interface NewTransition {
  mediaId: number;
  contributorId: number;
  from: MediaStatusValue | null;
  to: MediaStatusValue;
  actorId: number | null;
  actorRole: TransitionActorValue;
  reasons?: string[];
  note?: string;
  /** When it happened (default: now). */
  at?: Date;
}

export async function recordTransition(db: Db, t: NewTransition): Promise<void> {
  await db
    .insertInto('media_status_transitions')
    .values({
      media_id: t.mediaId,
      contributor_id: t.contributorId,
      from_status: t.from,
      to_status: t.to,
      actor_id: t.actorId,
      actor_role: t.actorRole,
      reasons: t.reasons ?? [],
      note: t.note ?? '',
      ...(t.at ? { created_at: t.at } : {}),
    })
    .execute();
}

/**
 * Moves a file from one status to another only if it is still in the first (a concurrent change loses instead of
 * being overwritten). Answers whether it moved.
 */
export async function changeStatus(
  db: Db,
  mediaId: number,
  from: MediaStatusValue,
  to: MediaStatusValue,
  extra: { submitted_at?: Date | null; published_at?: Date; updated_at?: Date } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('media_files')
    .set({ status: to, updated_at: new Date(), ...extra })
    .where('id', '=', mediaId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface MetadataChange {
  title?: string;
  slug?: string;
  description?: string;
  category_id?: number | null;
  age_groups?: string[];
  people_count?: number;
}

export async function updateMetadata(db: Db, mediaId: number, change: MetadataChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db
    .updateTable('media_files')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', mediaId)
    .execute();
}

export async function setFileReleases(db: Db, mediaId: number, releaseIds: number[]): Promise<void> {
  await db.deleteFrom('media_file_releases').where('media_id', '=', mediaId).execute();
  if (releaseIds.length > 0) {
    await db
      .insertInto('media_file_releases')
      .values(releaseIds.map((release_id) => ({ media_id: mediaId, release_id })))
      .execute();
  }
}

export async function categoryOfType(db: Db, categoryId: number, type: MediaTypeValue) {
  return db.selectFrom('categories').select('id').where('id', '=', categoryId).where('type', '=', type).executeTakeFirst();
}

export async function ownReleaseIds(db: Db, contributorId: number, releaseIds: number[]): Promise<number[]> {
  if (releaseIds.length === 0) return [];
  const rows = await db
    .selectFrom('model_releases')
    .select('id')
    .where('contributor_id', '=', contributorId)
    .where('id', 'in', releaseIds)
    .execute();
  return rows.map((row) => row.id);
}

/** Storage keys of a file (original and renditions), to delete after its row is gone. */
export async function storageKeysOf(db: Db, mediaId: number): Promise<string[]> {
  const original = await db.selectFrom('media_originals').select('storage_key').where('media_id', '=', mediaId).execute();
  const derived = await db.selectFrom('media_derivatives').select('storage_key').where('media_id', '=', mediaId).execute();
  return [...original, ...derived].map((row) => row.storage_key);
}

export async function deleteFileRow(db: Db, mediaId: number): Promise<void> {
  await db.deleteFrom('media_near_duplicates').where('similar_media_id', '=', mediaId).execute();
  await db.deleteFrom('media_files').where('id', '=', mediaId).execute();
}

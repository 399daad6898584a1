import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LicensedRenderState } from '../../db/schema';

/** What a worker needs to render one licensed size: the original and the size, by the format's id. */
export async function findRenderTarget(db: Db, mediaFormatId: number) {
  return db
    .selectFrom('media_formats')
    .innerJoin('media_files', 'media_files.id', 'media_formats.media_id')
    .innerJoin('media_originals', 'media_originals.media_id', 'media_formats.media_id')
    .select([
      'media_formats.media_id',
      'media_files.type',
      'media_files.duration_ms',
      'media_formats.name as format_name',
      'media_formats.width',
      'media_formats.height',
      'media_originals.storage_key as original_key',
    ])
    .where('media_formats.id', '=', mediaFormatId)
    .executeTakeFirst();
}

export type RenderTarget = NonNullable<Awaited<ReturnType<typeof findRenderTarget>>>;

export interface RenderRow {
  media_format_id: number;
  storage_key: string;
  state: LicensedRenderState;
  progress: number;
  renders: number;
  error: string | null;
  job_id: string | null;
  /** The state of the job that owns the render; null when pg-boss no longer has it. */
  job_state: string | null;
}

function selectRender(mediaFormatId: number) {
  return sql<RenderRow>`
    SELECT r.media_format_id, r.storage_key, r.state, r.progress, r.renders, r.error, r.job_id, j.state AS job_state
    FROM licensed_renders r LEFT JOIN pgboss.job j ON j.id = r.job_id
    WHERE r.media_format_id = ${mediaFormatId}`;
}

export async function findRender(db: Db, mediaFormatId: number): Promise<RenderRow | undefined> {
  return (await selectRender(mediaFormatId).execute(db)).rows[0];
}

/** The render's row, locked for the caller's transaction, so that only one request decides to queue its job. */
export async function lockRender(trx: Db, mediaFormatId: number): Promise<RenderRow | undefined> {
  const { rows } = await sql<RenderRow>`${selectRender(mediaFormatId)} FOR UPDATE OF r`.execute(trx);
  return rows[0];
}

/** The first request for a size: true when this call created its row (the caller queues the job). */
export async function insertPendingRender(trx: Db, row: { mediaFormatId: number; mediaId: number; storageKey: string }) {
  const inserted = await trx
    .insertInto('licensed_renders')
    .values({ media_format_id: row.mediaFormatId, media_id: row.mediaId, storage_key: row.storageKey })
    .onConflict((oc) => oc.column('media_format_id').doNothing())
    .returning('media_format_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Hands the render to a (new) job: it starts again from nothing. */
export async function assignRenderJob(trx: Db, mediaFormatId: number, jobId: string): Promise<void> {
  await trx
    .updateTable('licensed_renders')
    .set({ state: 'pending', progress: 0, error: null, job_id: jobId, updated_at: new Date() })
    .where('media_format_id', '=', mediaFormatId)
    .execute();
}

/**
 * The job takes the render: only the job the row names (a retry of it too) may, so two jobs never render one size.
 * Counts the render. Answers the storage key, or undefined when the render is not this job's (or is done).
 */
export async function claimRender(db: Db, mediaFormatId: number, jobId: string): Promise<string | undefined> {
  const claimed = await db
    .updateTable('licensed_renders')
    .set((eb) => ({ state: 'rendering', progress: 0, renders: eb('renders', '+', 1), updated_at: new Date() }))
    .where('media_format_id', '=', mediaFormatId)
    .where('job_id', '=', jobId)
    .where('state', 'in', ['pending', 'rendering'])
    .returning('storage_key')
    .executeTakeFirst();
  return claimed?.storage_key;
}

export async function reportRenderProgress(db: Db, mediaFormatId: number, jobId: string, progress: number): Promise<void> {
  await db
    .updateTable('licensed_renders')
    .set({ progress, updated_at: new Date() })
    .where('media_format_id', '=', mediaFormatId)
    .where('job_id', '=', jobId)
    .where('state', '=', 'rendering')
    .execute();
}

export async function finishRender(db: Db, mediaFormatId: number, jobId: string, done: { bytes: number; renderMs: number }) {
  await db
    .updateTable('licensed_renders')
    .set({ state: 'ready', progress: 100, error: null, bytes: done.bytes, render_ms: done.renderMs, updated_at: new Date() })
    .where('media_format_id', '=', mediaFormatId)
    .where('job_id', '=', jobId)
    .execute();
}

/**
 * A render that threw: waiting for its retry (pending, with the reason kept for operators), or failed for good. With
 * no job given, whichever job owns it (one lost with its process on the last attempt).
 */
export async function failRender(db: Db, mediaFormatId: number, outcome: { jobId?: string; error: string; final: boolean }) {
  let update = db
    .updateTable('licensed_renders')
    .set({ state: outcome.final ? 'failed' : 'pending', progress: 0, error: outcome.error, updated_at: new Date() })
    .where('media_format_id', '=', mediaFormatId)
    .where('state', '!=', 'ready');
  if (outcome.jobId) update = update.where('job_id', '=', outcome.jobId);
  await update.execute();
}

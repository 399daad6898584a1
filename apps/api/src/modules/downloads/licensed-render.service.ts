import type { DownloadStatusData } from '@stock/contracts';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { JobQueue } from '../../jobs';
import type { findDelivery } from './licences.repo';
import { licensedRenderKey as storageKeyOf } from './licensed-file';
import { LICENSED_RENDER_QUEUE, type LicensedRenderData, licensedRenderKey } from './licensed-render.job';
import { assignRenderJob, failRender, findRender, insertPendingRender, lockRender, type RenderRow } from './licensed-renders.repo';

export const RENDER_MESSAGES = {
  ready: 'Your file is ready.',
  preparing: 'Your file is being prepared. Its download starts when it is ready.',
  stillPreparing: 'Your file is still being prepared. Try this link again in a moment.',
  failed: 'We could not prepare this size of the file. Download it again to try once more, or choose another size.',
  noWorkers: 'Files cannot be prepared right now. Try again in a few minutes.',
  lost: 'the job rendering this size ended without finishing it',
} as const;

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

const READY: DownloadStatusData = { state: 'ready', progress: 100 };
/** Seconds a buyer is told to wait before trying a link whose file is still being prepared. */
const RETRY_AFTER_SECONDS = 5;
const POLL_MS = 250;

/**
 * Makes sure the size a licence delivers is rendered, or being rendered by a worker, and answers how far it is. The
 * original needs no render. The render's row, locked here, lets exactly one request queue the job; later requests
 * see it pending or rendering and wait for it. A render whose job ended without a result is queued again; a failed
 * render stays failed (its message shown) unless `retryFailed` (a new download request) asks for another go. A size
 * marked ready whose file has gone from storage (lost, or removed by an operator) is rendered again.
 */
export async function requestLicensedRender(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'storage'>,
  delivery: DeliveryRow,
  options: { retryFailed: boolean },
): Promise<DownloadStatusData> {
  if (delivery.format_name === 'original') return READY;
  const id = delivery.media_format_id;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const queue = async (): Promise<{ status: DownloadStatusData; queued: boolean }> => {
      await queueRender(trx, deps.jobs, id);
      return { status: { state: 'preparing', progress: 0 }, queued: true };
    };
    const storageKey = storageKeyOf(delivery.file_id, delivery.type, delivery.format_name);
    if (await insertPendingRender(trx, { mediaFormatId: id, mediaId: delivery.file_id, storageKey })) return queue();
    const row = await lockRender(trx, id);
    if (!row) return { status: READY, queued: false };
    if (row.state === 'ready') return (await deps.storage.exists(row.storage_key)) ? { status: READY, queued: false } : queue();
    if (row.state === 'failed') return options.retryFailed ? queue() : { status: failedStatus(), queued: false };
    if (!jobEnded(row)) return { status: statusOf(row), queued: false };
    // The job is gone without a result: it completed without rendering, or was lost with its process on its last try.
    if (options.retryFailed || row.job_state === 'completed') return queue();
    await failRender(trx, id, { error: RENDER_MESSAGES.lost, final: true });
    return { status: failedStatus(), queued: false };
  });
  if (outcome.queued) deps.jobs?.wake(LICENSED_RENDER_QUEUE);
  return outcome.status;
}

async function queueRender(trx: Transaction<Database>, jobs: JobQueue | undefined, mediaFormatId: number): Promise<void> {
  if (!jobs) throw new HttpError(503, RENDER_MESSAGES.noWorkers);
  const data: LicensedRenderData = { mediaFormatId };
  const jobId = await jobs.send(LICENSED_RENDER_QUEUE, data, { trx, singletonKey: licensedRenderKey(mediaFormatId) });
  // The row is locked and its job has ended, so no job of this key can be waiting: a refusal is a bug, not a race.
  if (!jobId) throw new Error(`A render job for format ${mediaFormatId} is already queued`);
  await assignRenderJob(trx, mediaFormatId, jobId);
}

const jobEnded = (row: RenderRow) => row.job_state === null || ['completed', 'cancelled', 'failed'].includes(row.job_state);

const failedStatus = (): DownloadStatusData => ({ state: 'failed', progress: 0 });

function statusOf(row: RenderRow): DownloadStatusData {
  if (row.state === 'ready') return READY;
  if (row.state === 'failed') return failedStatus();
  return { state: 'preparing', progress: row.progress };
}

/**
 * Waits, up to the deadline, for a size being rendered by a worker: nothing is rendered here, the row is polled. A
 * size still not ready by then answers 503 with Retry-After; one that failed answers 503 with the reason to try again.
 */
export async function awaitLicensedRender(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'storage'>,
  delivery: DeliveryRow,
  deadline: number,
): Promise<void> {
  let status = await requestLicensedRender(deps, delivery, { retryFailed: false });
  while (status.state === 'preparing' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
    const row = await findRender(deps.db, delivery.media_format_id);
    status = row && !jobEnded(row) ? statusOf(row) : await requestLicensedRender(deps, delivery, { retryFailed: false });
  }
  if (status.state === 'failed') throw new HttpError(503, RENDER_MESSAGES.failed);
  if (status.state === 'preparing') throw new HttpError(503, RENDER_MESSAGES.stillPreparing, undefined, RETRY_AFTER_SECONDS);
}

/** The message that goes with a status, for the status call's envelope. */
export function renderMessage(status: DownloadStatusData): string {
  return status.state === 'ready' ? RENDER_MESSAGES.ready : status.state === 'failed' ? RENDER_MESSAGES.failed : RENDER_MESSAGES.preparing;
}

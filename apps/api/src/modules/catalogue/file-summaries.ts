import type { FileSummary } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { toFileSummary } from './file-presenter';
import { findFileSummaryRows } from './file-summaries.repo';

/** Grid tiles for the given published files, in the given order; unknown or unpublished ids are left out. */
export async function loadFileSummaries(db: Db, ids: readonly number[]): Promise<FileSummary[]> {
  return (await findFileSummaryRows(db, ids)).map(toFileSummary);
}

import type { AdminFile, AdminFileData, AdminFileEditBody, AdminFileQuery, PagedAdminFiles, TakeDownGround } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, invalidField, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { paged, pageWindow } from '../../http/pagination';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { adjustCatalogueCounts, publishReviewedFile, withdrawPublishedFile } from '../catalogue/catalogue-writer.repo';
import { categoryOfType, recordTransition, updateMetadata } from '../contributor-files/contributor-files.repo';
import { emitLicensedFileTakenDown } from '../webhooks/webhook-events';
import { type AdminFileRow, findAdminFile, lastRemoval, listAdminFiles, lockFile, refreshSearchVector } from './admin-files.repo';

const GROUND_LABELS: Record<TakeDownGround, string> = {
  rights_complaint: 'Rights complaint',
  quality: 'Quality',
  model_release: 'Model release',
};

function presentFile(row: AdminFileRow): AdminFile {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    removed_at: row.removed_at?.toISOString() ?? null,
    licence_count: Number(row.licence_count),
  };
}

async function fileData(db: Db, mediaId: number): Promise<AdminFileData> {
  const row = await findAdminFile(db, mediaId);
  if (!row) throw notFound('There is no such file.');
  return { file: presentFile(row) };
}

export async function findFiles(deps: AppDeps, query: AdminFileQuery): Promise<Outcome<PagedAdminFiles>> {
  const window = pageWindow(query, 20);
  const { rows, total } = await listAdminFiles(
    deps.db,
    { status: query.status, contributorId: query.contributor_id, q: query.q, from: query.from, to: query.to },
    window,
  );
  return { data: paged(rows.map(presentFile), total, window), message: 'OK' };
}

async function lockedFile(trx: Db, mediaId: number) {
  const file = await lockFile(trx, mediaId);
  if (!file) throw notFound('There is no such file.');
  return file;
}

/**
 * Takes a published file off sale after a complaint: out of search, counts and every public page at once (the caller
 * purges the public cache). Licences already sold keep their downloads and certificates, as for any removed file.
 */
export async function takeDownFile(
  deps: AppDeps,
  admin: SessionUser,
  input: { mediaId: number; ground: TakeDownGround; reason: string },
): Promise<Outcome<AdminFileData>> {
  await deps.db.transaction().execute(async (trx) => {
    const file = await lockedFile(trx, input.mediaId);
    if (file.status !== 'published')
      throw conflict(`Only a published file can be taken down; this one is ${stateWord('console-file-status', file.status)}.`);
    const takenDownAt = new Date();
    await withdrawPublishedFile(trx, file.id, takenDownAt);
    await emitLicensedFileTakenDown(trx, file.id, takenDownAt);
    await recordTransition(trx, {
      mediaId: file.id,
      contributorId: file.contributor_id,
      from: 'published',
      to: 'removed',
      actorId: admin.id,
      actorRole: 'admin',
      reasons: [input.ground],
      note: `${GROUND_LABELS[input.ground]}: ${input.reason}`,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'file.take_down',
      targetType: 'file',
      targetId: file.id,
      reason: input.reason,
      details: { ground: input.ground },
    });
  });
  return { data: await fileData(deps.db, input.mediaId), message: 'The file is taken down. Buyers who licensed it keep their downloads.' };
}

/** Puts a file an admin took down back on sale. A file its contributor removed stays removed: that was their choice. */
export async function restoreFile(deps: AppDeps, admin: SessionUser, mediaId: number, reason: string): Promise<Outcome<AdminFileData>> {
  await deps.db.transaction().execute(async (trx) => {
    const file = await lockedFile(trx, mediaId);
    if (file.status !== 'removed')
      throw conflict(`Only a taken-down file can be restored; this one is ${stateWord('console-file-status', file.status)}.`);
    if ((await lastRemoval(trx, mediaId))?.actor_role !== 'admin')
      throw conflict('Its contributor removed this file; only they can offer it again.');
    await publishReviewedFile(trx, mediaId, new Date());
    await trx.updateTable('media_files').set({ removed_at: null }).where('id', '=', mediaId).execute();
    await recordTransition(trx, {
      mediaId,
      contributorId: file.contributor_id,
      from: 'removed',
      to: 'published',
      actorId: admin.id,
      actorRole: 'admin',
      note: `Restored: ${reason}`,
    });
    await recordAudit(trx, { adminId: admin.id, action: 'file.restore', targetType: 'file', targetId: mediaId, reason });
  });
  return { data: await fileData(deps.db, mediaId), message: 'The file is on sale again.' };
}

/** Corrects a file's title, description or category; a published file's search entry and counts follow at once. */
export async function editFile(deps: AppDeps, admin: SessionUser, body: AdminFileEditBody): Promise<Outcome<AdminFileData>> {
  const { media_id: mediaId, reason, ...change } = body;
  if (Object.keys(change).length === 0) throw invalidField('title', 'Change the title, the description or the category.');
  await deps.db.transaction().execute(async (trx) => {
    const file = await lockedFile(trx, mediaId);
    if (change.category_id !== undefined && !(await categoryOfType(trx, change.category_id, file.type))) {
      throw invalidField('category_id', 'There is no such category for this type of file.');
    }
    const before = await findAdminFile(trx, mediaId);
    const published = file.status === 'published';
    if (published) await adjustCatalogueCounts(trx, mediaId, -1);
    await updateMetadata(trx, mediaId, change);
    if (published) {
      await adjustCatalogueCounts(trx, mediaId, 1);
      await refreshSearchVector(trx, mediaId);
    }
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'file.edit',
      targetType: 'file',
      targetId: mediaId,
      reason,
      details: { before: { title: before?.title, category_id: before?.category_id }, change },
    });
  });
  return { data: await fileData(deps.db, mediaId), message: 'The file is updated.' };
}

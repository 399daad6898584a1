import type {
  ContributorCatalogue,
  ContributorFileDetail,
  ContributorFilesQuery,
  ContributorKeywordSuggestions,
  FileDeleteParams,
  FileDeleteResult,
  FileUpdateBody,
  KeywordSuggestionsQuery,
  Language,
  PagedContributorFiles,
  SubmitFilesResult,
} from '@stock/contracts';
import { FILE_METADATA_LIMITS } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import type { SessionUser } from '../../http/auth';
import { conflict, HttpError, invalidField, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { paged, pageWindow } from '../../http/pagination';
import { setFileKeywords, withdrawPublishedFile } from '../catalogue/catalogue-writer.repo';
import { keywordsOfVocabulary } from '../catalogue/localised-catalogue';
import { mediaTypeOf } from '../catalogue/media-type';
import { slugify } from '../catalogue/slug';
import { toContributorFile, toFileTransition } from './contributor-file-presenter';
import {
  type ContributorFileRow,
  categoryOfType,
  changeStatus,
  countFailedProcessing,
  countOwnFilesByStatus,
  deleteFileRow,
  findOwnFile,
  listEditableFiles,
  listOwnFiles,
  listTransitions,
  ownReleaseIds,
  recordTransition,
  setFileReleases,
  storageKeysOf,
  updateMetadata,
} from './contributor-files.repo';
import { suggestedKeywords } from './keyword-suggestions.repo';
import { assertEditable, assertTransition, type MissingItem, normaliseKeywords, submissionProblems } from './submission-rules';

export const FILE_NOT_FOUND = 'There is no such file in your catalogue.';

export async function requireOwnFile(db: Db, user: SessionUser, mediaId: number): Promise<ContributorFileRow> {
  const file = await findOwnFile(db, user.id, mediaId);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

export async function ownFileDetail(db: Db, user: SessionUser, mediaId: number): Promise<ContributorFileDetail> {
  const file = await requireOwnFile(db, user, mediaId);
  return { ...toContributorFile(file), history: (await listTransitions(db, mediaId)).map(toFileTransition) };
}

export async function listOwnFilesPage({ db }: AppDeps, user: SessionUser, query: ContributorFilesQuery): Promise<PagedContributorFiles> {
  const window = pageWindow(query, 48);
  // The spec's client sends `type` together with `filter_type=true`; `filter_type=false` lists every type.
  const type = query.type && query.filter_type !== false ? mediaTypeOf(query.type) : undefined;
  const { rows, total } = await listOwnFiles(
    db,
    { contributorId: user.id, status: query.status, type, processing: query.processing },
    window.offset,
    window.limit,
  );
  return paged(rows.map(toContributorFile), total, window);
}

export async function ownCatalogue({ db }: AppDeps, user: SessionUser): Promise<ContributorCatalogue> {
  const counts = { DRAFT: 0, inreview: 0, rejected: 0, published: 0 };
  for (const row of await countOwnFilesByStatus(db, user.id)) {
    if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.n);
  }
  const editable = await listEditableFiles(db, user.id, 2000);
  const problems = editable.map((file) => ({ file, missing: submissionProblems(file) }));
  const recent = await listOwnFiles(db, { contributorId: user.id }, 0, 8);
  return {
    counts,
    total: counts.DRAFT + counts.inreview + counts.rejected + counts.published,
    needs_attention: {
      incomplete: problems.filter(({ file, missing }) => file.processing_status === 'ready' && missing.length > 0).length,
      rejected: counts.rejected,
      processing_failed: await countFailedProcessing(db, user.id),
      ready_to_submit: problems.filter(({ file, missing }) => file.status === 'DRAFT' && missing.length === 0).length,
    },
    recent: recent.rows.map(toContributorFile),
  };
}

/**
 * Saves a file's metadata. Keywords typed in the contributor's language (`lang`) that the vocabulary translates are
 * filed under its English keyword, so that they are found, and shown, in every language.
 */
export async function updateOwnFile(
  { db }: AppDeps,
  user: SessionUser,
  body: FileUpdateBody,
  lang: Language = 'en',
): Promise<ContributorFileDetail> {
  const file = await requireOwnFile(db, user, body.media_id);
  const wantsReview = body.submit === true || body.status === 'inreview';
  if (body.status && body.status !== file.status && body.status !== 'inreview') assertTransition(file.status, body.status, 'contributor');
  if (wantsReview && file.status !== 'DRAFT' && file.status !== 'rejected') assertTransition(file.status, 'inreview', 'contributor');
  assertEditable(file.status);

  const change: Parameters<typeof updateMetadata>[2] = {};
  if (body.title !== undefined) {
    const title = body.title.trim().replace(/\s+/g, ' ');
    if (!title) throw invalidField('title', 'The title cannot be empty.');
    change.title = title;
    change.slug = slugify(title);
  }
  if (body.description !== undefined) change.description = body.description.trim();
  if (body.age_group !== undefined) change.age_groups = body.age_group;
  if (body.people_count !== undefined) change.people_count = body.people_count;
  if (body.category_id !== undefined) {
    if (body.category_id !== null && !(await categoryOfType(db, body.category_id, file.type))) {
      throw invalidField('category_id', `There is no ${stateWord('media-type-prose', file.type)} category ${body.category_id}.`);
    }
    change.category_id = body.category_id;
  }
  const keywords = body.keywords === undefined ? undefined : await keywordsOfVocabulary(db, lang, normaliseKeywords(body.keywords));
  const { keywordsMin, keywordsMax } = FILE_METADATA_LIMITS;
  if (keywords && keywords.length > 0 && keywords.length < keywordsMin) {
    throw invalidField('keywords', `Add ${keywordsMin} to ${keywordsMax} keywords (${keywords.length} given).`);
  }
  if (body.model_release_ids !== undefined) {
    const owned = await ownReleaseIds(db, user.id, body.model_release_ids);
    const unknown = body.model_release_ids.find((id) => !owned.includes(id));
    if (unknown !== undefined) throw invalidField('model_release_ids', `There is no model release ${unknown} among yours.`);
  }

  await db.transaction().execute(async (trx) => {
    await updateMetadata(trx, file.id, change);
    if (keywords) await setFileKeywords(trx, file.id, keywords);
    if (body.model_release_ids) await setFileReleases(trx, file.id, body.model_release_ids);
  });
  if (wantsReview) {
    const outcome = await submitOne(db, user, body.media_id, new Date());
    if (!outcome.ok) throw new HttpError(422, outcome.message, outcome.missing);
  }
  return ownFileDetail(db, user, body.media_id);
}

type SubmitOutcome = { ok: true } | { ok: false; message: string; missing: MissingItem[]; notFound?: boolean };

async function submitOne(db: Db, user: SessionUser, mediaId: number, now: Date): Promise<SubmitOutcome> {
  const file = await findOwnFile(db, user.id, mediaId);
  if (!file) return { ok: false, message: FILE_NOT_FOUND, missing: [], notFound: true };
  try {
    assertTransition(file.status, 'inreview', 'contributor');
  } catch (error) {
    return { ok: false, message: (error as Error).message, missing: [] };
  }
  const missing = submissionProblems(file);
  if (missing.length > 0) return { ok: false, message: `This file cannot be submitted yet: ${missing[0]?.message}`, missing };
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await changeStatus(trx, file.id, file.status, 'inreview', { submitted_at: now, updated_at: now }))) return false;
    await recordTransition(trx, {
      mediaId: file.id,
      contributorId: user.id,
      from: file.status,
      to: 'inreview',
      actorId: user.id,
      actorRole: 'contributor',
      note: file.status === 'rejected' ? 'Resubmitted after changes' : '',
      at: now,
    });
    return true;
  });
  return moved ? { ok: true } : { ok: false, message: 'This file changed meanwhile; reload it and try again.', missing: [] };
}

export async function submitOwnFiles({ db }: AppDeps, user: SessionUser, mediaIds: number[], now = new Date()): Promise<SubmitFilesResult> {
  const result: SubmitFilesResult = { submitted: [], failed: [] };
  const outcomes: SubmitOutcome[] = [];
  for (const mediaId of mediaIds) {
    const outcome = await submitOne(db, user, mediaId, now);
    outcomes.push(outcome);
    if (outcome.ok) {
      const file = await findOwnFile(db, user.id, mediaId);
      if (file) result.submitted.push(toContributorFile(file));
    } else {
      result.failed.push({ media_id: mediaId, message: outcome.message, missing: outcome.missing });
    }
  }
  if (result.submitted.length === 0) {
    const first = outcomes[0];
    if (mediaIds.length === 1 && first && !first.ok && first.notFound) throw notFound(FILE_NOT_FOUND);
    const errors = result.failed.flatMap((f) => (f.missing.length > 0 ? f.missing : [{ field: 'media_ids', message: f.message }]));
    throw new HttpError(
      mediaIds.length === 1 && first && !first.ok && first.missing.length === 0 ? 409 : 422,
      result.failed[0]?.message ?? 'Nothing was submitted.',
      errors,
    );
  }
  return result;
}

export async function deleteOwnFile({ db, storage }: AppDeps, user: SessionUser, params: FileDeleteParams): Promise<FileDeleteResult> {
  const file = await requireOwnFile(db, user, params.media_id);
  if (file.status !== params.status) {
    throw conflict(
      `This file is now ${stateWord('file-status', file.status)}, not ${stateWord('file-status', params.status)}; reload your catalogue and try again.`,
    );
  }
  const now = new Date();
  if (file.status === 'published') {
    await db.transaction().execute(async (trx) => {
      await withdrawPublishedFile(trx, file.id, now);
      await recordTransition(trx, {
        mediaId: file.id,
        contributorId: user.id,
        from: 'published',
        to: 'removed',
        actorId: user.id,
        actorRole: 'contributor',
        note: 'Removed from sale by the contributor',
      });
    });
    return { media_id: file.id, outcome: 'removed' };
  }
  const keys = await db.transaction().execute(async (trx) => {
    const stored = await storageKeysOf(trx, file.id);
    await recordTransition(trx, {
      mediaId: file.id,
      contributorId: user.id,
      from: file.status,
      to: 'removed',
      actorId: user.id,
      actorRole: 'contributor',
      note: 'Deleted by the contributor',
    });
    await deleteFileRow(trx, file.id);
    return stored;
  });
  await Promise.all(keys.map((key) => storage.delete(key)));
  return { media_id: file.id, outcome: 'deleted' };
}

export async function suggestKeywordsFor(
  { db }: AppDeps,
  user: SessionUser,
  query: KeywordSuggestionsQuery,
): Promise<ContributorKeywordSuggestions> {
  const file = query.media_id === undefined ? undefined : await requireOwnFile(db, user, query.media_id);
  const title = query.title ?? file?.title ?? '';
  const limit = query.limit ?? 25;
  const taken = new Set(file?.keywords ?? []);
  const fromTitle = titleWords(title).filter((word) => !taken.has(word));
  for (const word of fromTitle) taken.add(word);
  const similar = (await suggestedKeywords(db, { title, mediaId: file?.id, type: file?.type, limit: limit * 2 })).filter(
    (word) => !taken.has(word),
  );
  return {
    suggestions: [
      ...fromTitle.map((keyword) => ({ keyword, source: 'title' as const })),
      ...similar.map((keyword) => ({ keyword, source: 'similar' as const })),
    ].slice(0, limit),
  };
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from in into is it its of on or over the this to under with without near during'.split(' '),
);

/** Words of a title worth keeping as keywords: no stop words, no single letters, no numbers alone. */
function titleWords(title: string): string[] {
  return normaliseKeywords(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)),
  );
}

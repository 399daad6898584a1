import type { PagedReviewItems, RejectBody, ReviewItem, ReviewQueueQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import type { SessionUser } from '../../http/auth';
import { conflict, invalidField, notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { readerLocale } from '../../mail/reader-locale';
import { publishReviewedFile } from '../catalogue/catalogue-writer.repo';
import { mediaTypeOf } from '../catalogue/media-type';
import { toContributorFile, toFileTransition } from '../contributor-files/contributor-file-presenter';
import { changeStatus, findFileById, listTransitions, recordTransition } from '../contributor-files/contributor-files.repo';
import { assertTransition } from '../contributor-files/submission-rules';
import { toModelRelease } from '../releases/release-presenter';
import { releasesOfFile } from '../releases/releases.repo';
import { contributorContact, reviewQueueIds } from './review.repo';
import { mailApproved, mailRejected } from './review-mail';

const NOT_IN_QUEUE = 'There is no such file.';

async function reviewItem(db: Db, mediaId: number): Promise<ReviewItem | undefined> {
  const row = await findFileById(db, mediaId);
  if (!row) return undefined;
  const [contact, releases, history] = await Promise.all([
    contributorContact(db, row.contributor_id),
    releasesOfFile(db, mediaId),
    listTransitions(db, mediaId),
  ]);
  return {
    ...toContributorFile(row),
    contributor: { id: contact.id, name: contact.display_name || contact.name, email: contact.email },
    releases: releases.map(toModelRelease),
    history: history.map(toFileTransition),
  };
}

export async function reviewQueue({ db }: AppDeps, query: ReviewQueueQuery): Promise<PagedReviewItems> {
  const window = pageWindow(query, 20);
  const { ids, total } = await reviewQueueIds(db, query.type ? mediaTypeOf(query.type) : undefined, window.offset, window.limit);
  const items = (await Promise.all(ids.map((id) => reviewItem(db, id)))).flatMap((item) => (item ? [item] : []));
  return paged(items, total, window);
}

async function decide(
  { db }: AppDeps,
  admin: SessionUser,
  mediaId: number,
  to: 'published' | 'rejected',
  why: { reasons?: string[]; note?: string },
  now: Date,
) {
  const row = await findFileById(db, mediaId);
  if (!row || row.status === 'DRAFT') throw notFound(NOT_IN_QUEUE);
  assertTransition(row.status, to, 'admin');
  await db.transaction().execute(async (trx) => {
    if (!(await changeStatus(trx, mediaId, 'inreview', to, { updated_at: now, ...(to === 'published' ? { published_at: now } : {}) })))
      throw conflict('Another reviewer decided on this file meanwhile.');
    if (to === 'published') await publishReviewedFile(trx, mediaId, now);
    await recordTransition(trx, {
      mediaId,
      contributorId: row.contributor_id,
      from: 'inreview',
      to,
      actorId: admin.id,
      actorRole: 'admin',
      reasons: why.reasons,
      note: why.note,
      at: now,
    });
  });
  return { row, contact: await contributorContact(db, row.contributor_id) };
}

/** The contributor as their e-mail addresses them: by the name buyers see, in the language of their account. */
const reader = (contact: { email: string; name: string; display_name: string | null; locale: string | null }) => ({
  email: contact.email,
  name: contact.display_name || contact.name,
  locale: readerLocale(contact),
});

/** inreview -> published: on sale and in search at once; the contributor is told by e-mail. */
export async function approveFile(deps: AppDeps, admin: SessionUser, mediaId: number, now = new Date()): Promise<ReviewItem> {
  const { row, contact } = await decide(deps, admin, mediaId, 'published', {}, now);
  await mailApproved(deps.config, reader(contact), { id: row.id, title: row.title });
  return (await reviewItem(deps.db, mediaId)) as ReviewItem;
}

/** inreview -> rejected with reasons and a note; the contributor is told why by e-mail and can fix and resubmit. */
export async function rejectFile(deps: AppDeps, admin: SessionUser, body: RejectBody, now = new Date()): Promise<ReviewItem> {
  const note = (body.note ?? '').trim();
  if (body.reasons.includes('other') && !note) throw invalidField('note', 'Say what is wrong in the note when the reason is "other".');
  const { row, contact } = await decide(deps, admin, body.media_id, 'rejected', { reasons: body.reasons, note }, now);
  await mailRejected(deps.config, reader(contact), { id: row.id, title: row.title }, body.reasons, note);
  return (await reviewItem(deps.db, body.media_id)) as ReviewItem;
}

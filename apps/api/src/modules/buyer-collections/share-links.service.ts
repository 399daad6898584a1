import { randomBytes } from 'node:crypto';
import {
  COLLECTION_MESSAGES,
  type FileSummary,
  type ImageSource,
  type ShareCollectionBody,
  type ShareCollectionResponse,
  type SharedCollection,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { HttpError, notFound } from '../../http/http-error';
import { type PageWindow, paged } from '../../http/pagination';
import type { SessionUser } from '../auth/sessions';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { publicMediaUrl } from '../catalogue/media-urls';
import { listCollectionEntries } from './buyer-collections.repo';
import { ownedCollection } from './buyer-collections.service';
import { findShareLink, findWatermarkedPreviews, insertShareLink, revokeShareLinks } from './share-links.repo';
import { shareUrl } from './share-url';

const DAY_MS = 86_400_000;

/**
 * Turns the public link of a collection on (a new token, replacing any earlier link, with an optional expiry) or off.
 * The token is 24 random bytes: a link cannot be guessed, only given; it is shown in this answer only.
 */
export async function shareCollection(
  { db, config }: AppDeps,
  user: SessionUser,
  body: ShareCollectionBody,
): Promise<ShareCollectionResponse> {
  await ownedCollection(db, user, body.collection_id);
  const enabled = body.enabled ?? true;
  const link = await db.transaction().execute(async (trx) => {
    await revokeShareLinks(trx, body.collection_id);
    if (!enabled) return null;
    const expiresAt = body.expires_in_days ? new Date(Date.now() + body.expires_in_days * DAY_MS) : null;
    const token = randomBytes(24).toString('base64url');
    return { token, ...(await insertShareLink(trx, { collectionId: body.collection_id, token, createdBy: user.id, expiresAt })) };
  });
  // The only time the token is known: only its hash is stored.
  return {
    collection_id: body.collection_id,
    share: link && {
      token: link.token,
      share_url: shareUrl(config, link.token),
      expires_at: link.expires_at?.toISOString() ?? null,
      created_at: link.created_at.toISOString(),
    },
  };
}

/** The public, read-only view of a shared collection: grid tiles only (watermarked previews), never an original. */
export async function sharedCollection({ db }: AppDeps, token: string, window: PageWindow): Promise<SharedCollection> {
  const link = await findShareLink(db, token);
  if (!link) throw notFound(COLLECTION_MESSAGES.shareNotFound);
  if (link.revoked_at) throw new HttpError(410, COLLECTION_MESSAGES.shareRevoked);
  if (link.expires_at && link.expires_at.getTime() <= Date.now()) throw new HttpError(410, COLLECTION_MESSAGES.shareExpired);
  const { entries, total } = await listCollectionEntries(db, link.collection_id, undefined, window.offset, window.limit);
  const summaries = await loadFileSummaries(
    db,
    entries.map((entry) => entry.media_id),
  );
  const { results, ...paging } = paged(await withWatermarkedImages(db, summaries), total, window);
  return {
    collection_name: link.collection_name,
    owner_name: link.owner_name,
    expires_at: link.expires_at?.toISOString() ?? null,
    files: results,
    ...paging,
  };
}

/**
 * Tiles whose pictures are the watermarked previews rather than the clean thumbnails: what the owner hands out with a
 * link must not be usable without a licence. Video tiles keep their clip, which is watermarked already.
 */
async function withWatermarkedImages(db: Db, files: FileSummary[]): Promise<FileSummary[]> {
  const previews = await findWatermarkedPreviews(
    db,
    files.map((file) => file.media_id),
  );
  const sourcesOf = (mediaId: number, format: string): ImageSource[] =>
    previews
      .filter((preview) => preview.media_id === mediaId && preview.format === format)
      .map((preview) => ({ url: publicMediaUrl(preview.storage_key), width: preview.width }));
  return files.map((file) => ({ ...file, thumbnails: { webp: sourcesOf(file.media_id, 'webp'), jpeg: sourcesOf(file.media_id, 'jpeg') } }));
}

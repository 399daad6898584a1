import type { CollectionLicenceBody, CollectionLicenceData, CollectionSize, CollectionZipQuery } from '@stock/contracts';
import { COLLECTION_MESSAGES } from '@stock/contracts';
import yazl from 'yazl';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { resolvePlanHolder } from '../billing/plan-holder';
import { subscriptionStatusOf } from '../billing/subscription.service';
import { findBuyerCollection } from '../buyer-collections/buyer-collections.repo';
import { type LicensableFormat, licenseFormat } from '../downloads/download.service';
import { findDelivery, findLicencesOfFile, findLicensableFormat, lockPlanHolder } from '../downloads/licences.repo';
import { DELIVERY_MESSAGES, type DeliveryRow, renderDeadline, storedLicensedFile } from '../downloads/licensed-delivery';
import { awaitLicensedRender, requestLicensedRender } from '../downloads/licensed-render.service';
import { checkGrantSignature, grantSignature } from '../downloads/signed-download-url';
import { collectionFormats, holderLicenceOfFormat } from './collection-zip.repo';

export const COLLECTION_ZIP_PATH = '/api/download/collection.zip';
/** One zip is rendered and streamed by one request: a bound on the work a click can start. */
export const MAX_ZIP_FILES = 100;

export const ZIP_MESSAGES = {
  empty: 'This collection has no files to download.',
  tooMany: `A zip holds at most ${MAX_ZIP_FILES} files. Split the collection to download it.`,
  // Whole sentences per plural form, so that each language can word them.
  quota: (needed: number, left: number) =>
    needed === 1
      ? `This collection needs 1 download and you have ${left} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.`
      : `This collection needs ${needed} downloads and you have ${left} left. Nothing was licensed or charged: buy a pack or upgrade your plan first.`,
  ready: (files: number, fresh: number) => {
    if (fresh === 0)
      return files === 1
        ? '1 file ready; all licensed before, no download used.'
        : `${files} files ready; all licensed before, no download used.`;
    return files === 1 ? `1 file ready; ${fresh} licensed now.` : `${files} files ready; ${fresh} licensed now.`;
  },
} as const;

const VIDEO_SIZES: Record<CollectionSize, string> = { small: 'sd', medium: 'hd', large: 'full_hd', original: 'original' };

type FormatRow = Awaited<ReturnType<typeof collectionFormats>>[number];

/** The format each file of the collection is zipped at: the size asked for, or its original when it has no such size. */
function chosenFormats(rows: FormatRow[], size: CollectionSize): FormatRow[] {
  const byFile = new Map<number, FormatRow[]>();
  for (const row of rows) byFile.set(row.media_id, [...(byFile.get(row.media_id) ?? []), row]);
  return [...byFile.values()].flatMap((formats) => {
    const wanted = formats[0]?.type === 'VIDEO' ? VIDEO_SIZES[size] : size;
    const chosen = formats.find((format) => format.name === wanted) ?? formats.find((format) => format.name === 'original');
    return chosen ? [chosen] : [];
  });
}

function zipSignature(query: Omit<CollectionZipQuery, 'signature'>, secret: string): string {
  return grantSignature(['collection-zip', query.collection, query.holder, query.size, query.expires], secret);
}

/**
 * Licenses every file of a collection at a size, in one transaction under the holder's lock: the downloads it needs
 * are counted against what is left before anything is licensed, and a refusal on the way (a video on an image plan,
 * a member's budget) undoes it all. Files licensed before cost nothing. Answers a signed URL of the zip.
 */
export async function licenseCollection(
  deps: AppDeps,
  user: SessionUser,
  body: CollectionLicenceBody,
  now = new Date(),
): Promise<Outcome<CollectionLicenceData>> {
  const { db, config } = deps;
  const collection = await findBuyerCollection(db, user.id, body.collection_id);
  if (!collection) throw notFound(COLLECTION_MESSAGES.notFound);
  const picks = chosenFormats(await collectionFormats(db, collection.id), body.size);
  if (picks.length > MAX_ZIP_FILES) throw new HttpError(400, ZIP_MESSAGES.tooMany);
  const outcome = await db.transaction().execute(async (trx) => {
    const holderId = await resolvePlanHolder(trx, user.id);
    await lockPlanHolder(trx, holderId);
    const formats: LicensableFormat[] = [];
    let needed = 0;
    for (const pick of picks) {
      // A file taken off sale stays in the collection, but only its earlier licensees may still download it.
      const format = await findLicensableFormat(trx, pick.media_format_id, holderId);
      if (!format) continue;
      formats.push(format);
      if ((await findLicencesOfFile(trx, holderId, format.file_id)).length === 0) needed++;
    }
    if (formats.length === 0) throw new HttpError(409, ZIP_MESSAGES.empty);
    const left = (await subscriptionStatusOf(trx, holderId, now)).downloads_left;
    if (needed > left) throw new HttpError(403, ZIP_MESSAGES.quota(needed, left));
    const granted: { licenceId: number; mediaFormatId: number }[] = [];
    for (const format of formats) {
      const { licence } = await licenseFormat(trx, user.id, holderId, format, now);
      granted.push({ licenceId: licence.id, mediaFormatId: format.media_format_id });
    }
    return { holderId, files: formats.length, needed, granted };
  });
  // Committed: the sizes not rendered yet are queued now, for the workers to render side by side before the zip is asked.
  for (const { licenceId, mediaFormatId } of outcome.granted) {
    const delivery = await findDelivery(db, licenceId, mediaFormatId);
    if (delivery) await requestLicensedRender(deps, delivery, { retryFailed: true });
  }
  const expires = Math.floor(now.getTime() / 1000) + config.downloadUrlSeconds;
  const grant = { collection: collection.id, holder: outcome.holderId, size: body.size, expires };
  const query = new URLSearchParams({ ...stringify(grant), signature: zipSignature(grant, config.secrets.SIGNING_SECRET) });
  return {
    data: {
      zip_url: `${COLLECTION_ZIP_PATH}?${query}`,
      expires_at: new Date(expires * 1000).toISOString(),
      file_name: zipName(collection.name, body.size),
      files: outcome.files,
      new_licences: outcome.needed,
      downloads_left: (await subscriptionStatusOf(db, outcome.holderId, now)).downloads_left,
    },
    message: ZIP_MESSAGES.ready(outcome.files, outcome.needed),
  };
}

const stringify = (grant: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(grant).map(([key, value]) => [key, String(value)]));

const zipName = (collectionName: string, size: CollectionSize) =>
  `${collectionName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'collection'}-${size}.zip`;

export interface ZipDelivery {
  stream: NodeJS.ReadableStream;
  bytes: number;
  fileName: string;
}

/**
 * Streams the zip a signed URL names: every file of the collection the holder licensed at that size, stored without
 * recompression (photos and videos are compressed already), so its length is known before the first byte and the
 * browser can show progress. Each file is read from storage only when the zip reaches it.
 */
export async function streamCollectionZip(deps: AppDeps, query: CollectionZipQuery): Promise<ZipDelivery> {
  const { db, config, storage } = deps;
  const { signature, ...grant } = query;
  const check = checkGrantSignature(zipSignature(grant, config.secrets.SIGNING_SECRET), signature, grant.expires);
  if (check !== 'valid') throw new HttpError(403, DELIVERY_MESSAGES[check]);
  const zip = new yazl.ZipFile();
  let entries = 0;
  let collectionName = 'collection';
  const collection = await db.selectFrom('buyer_collections').select('name').where('id', '=', grant.collection).executeTakeFirst();
  if (collection) collectionName = collection.name;
  const deliveries: DeliveryRow[] = [];
  for (const pick of chosenFormats(await collectionFormats(db, grant.collection), grant.size)) {
    const licenceId = await holderLicenceOfFormat(db, grant.holder, pick.media_id, pick.name);
    const delivery = licenceId ? await findDelivery(db, licenceId, pick.media_format_id) : undefined;
    if (!delivery) continue;
    // Every size is asked for before any is waited for, so that the workers render them side by side.
    await requestLicensedRender(deps, delivery, { retryFailed: false });
    deliveries.push(delivery);
  }
  const deadline = renderDeadline(deps);
  for (const delivery of deliveries) {
    await awaitLicensedRender(deps, delivery, deadline);
    const file = await storedLicensedFile(storage, delivery);
    zip.addReadStreamLazy(file.fileName, { size: file.bytes, compress: false }, (done) => done(null, storage.createReadStream(file.key)));
    entries++;
  }
  if (entries === 0) throw notFound(DELIVERY_MESSAGES.missing);
  const bytes = await new Promise<number>((resolve) => {
    // yazl answers the final size when every entry's size is known and stored; its types omit the argument.
    (zip.end as (options: object, callback: (size: number) => void) => void)({}, resolve);
  });
  return { stream: zip.outputStream, bytes, fileName: zipName(collectionName, grant.size) };
}

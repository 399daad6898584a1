import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AGE_GROUPS, FILE_METADATA_LIMITS, type ModelRelease } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../../http/auth';
import { safeFileName } from '../../http/file-names';
import { HttpError, invalidField, notFound } from '../../http/http-error';
import { nulFieldProblem } from '../../http/text-validation';
import { SNIFF_BYTES, sniffMime } from '../../media';
import { storageKeys } from '../../storage/storage-key';
import { lockContributorUploads } from '../uploads/uploads.repo';
import { assertUploadAllowance } from '../uploads/uploads.service';
import { toModelRelease } from './release-presenter';
import { findRelease, insertRelease, listOwnReleases, type ModelReleaseRow } from './releases.repo';

export const RELEASE_MAX_BYTES = 20 * 1024 * 1024;
const ACCEPTED = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
const NOT_A_RELEASE = 'A model release must be a PDF, JPEG or PNG file.';
const RELEASE_NOT_FOUND = 'There is no such model release.';

/**
 * Streams the release document into private storage while checking its first bytes: a PDF, JPEG or PNG by content,
 * at most 20 MB. Answers where it went and what it is.
 */
export async function storeReleaseDocument(deps: AppDeps, user: SessionUser, part: MultipartFile) {
  let head = Buffer.alloc(0);
  let mime: keyof typeof ACCEPTED | undefined;
  let bytes = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > RELEASE_MAX_BYTES) return callback(new HttpError(413, 'A model release may be at most 20 MB.'));
      if (!mime) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
        const sniffed = head.length >= 8 ? sniffMime(head) : undefined;
        if (head.length >= 8 && !(sniffed && sniffed in ACCEPTED)) return callback(new HttpError(415, NOT_A_RELEASE));
        mime = sniffed as keyof typeof ACCEPTED | undefined;
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(mime ? null : new HttpError(bytes === 0 ? 422 : 415, bytes === 0 ? 'The file is empty.' : NOT_A_RELEASE));
    },
  });
  const key = storageKeys.releaseDocument(user.id, randomBytes(12).toString('hex'));
  const { storage } = deps;
  // The guard's refusal reaches us through storage.put; the feeding side only needs its rejection handled.
  const feeding = pipeline(part.file, guard).catch(() => {});
  await storage.put(key, guard, 'application/octet-stream');
  await feeding;
  return {
    key,
    mime: mime as keyof typeof ACCEPTED,
    bytes,
    fileName: safeFileName(part.filename, `release.${ACCEPTED[mime as keyof typeof ACCEPTED]}`),
  };
}

export async function createRelease(
  deps: AppDeps,
  user: SessionUser,
  stored: Awaited<ReturnType<typeof storeReleaseDocument>>,
  fields: Record<string, string>,
): Promise<ModelRelease> {
  const modelName = (fields.model_name ?? '').trim();
  const ageGroup = fields.age_group ?? '';
  const problem =
    nulFieldProblem(fields) ??
    (!modelName
      ? invalidField('model_name', "Enter the model's name.")
      : modelName.length > FILE_METADATA_LIMITS.modelNameMaxLength
        ? invalidField('model_name', `The name may be at most ${FILE_METADATA_LIMITS.modelNameMaxLength} characters.`)
        : !(AGE_GROUPS as readonly string[]).includes(ageGroup)
          ? invalidField('age_group', `age_group must be one of ${AGE_GROUPS.join(', ')}.`)
          : undefined);
  if (problem) {
    await deps.storage.delete(stored.key);
    throw problem;
  }
  // A release's document counts towards the storage quota like an original, checked under the same upload lock.
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      await lockContributorUploads(trx, user.id);
      await assertUploadAllowance({ ...deps, db: trx }, user, stored.bytes, 0);
      return insertRelease(trx, {
        contributorId: user.id,
        modelName,
        ageGroup,
        fileName: stored.fileName,
        mime: stored.mime,
        bytes: stored.bytes,
        storageKey: stored.key,
      });
    })
    .catch(async (error: unknown) => {
      await deps.storage.delete(stored.key);
      throw error;
    });
  const row = await findRelease(deps.db, id);
  if (!row) throw notFound(RELEASE_NOT_FOUND);
  return toModelRelease(row);
}

export async function listReleases({ db }: AppDeps, user: SessionUser) {
  const rows = await listOwnReleases(db, user.id);
  return { results: rows.map(toModelRelease), totalCount: rows.length };
}

/** The document of a release: its owner, or an admin reviewing a file it is attached to, may read it. */
export async function readableRelease({ db }: AppDeps, user: SessionUser, releaseId: number): Promise<ModelReleaseRow> {
  const row = await findRelease(db, releaseId);
  if (!row || (user.role !== 'admin' && row.contributor_id !== user.id)) throw notFound(RELEASE_NOT_FOUND);
  return row;
}

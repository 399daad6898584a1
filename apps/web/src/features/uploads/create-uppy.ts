import Uppy, { type Meta } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import type { Dispatch } from 'react';
import { getToken, logout } from '../../api/session';
import { readFinishedUpload, readUploadError } from './tus-answer';
import type { RowAction } from './upload-rows';

/**
 * How long to wait before each new try after a dropped connection: quick at first, then up to a minute apart, for
 * about three minutes in all. Each try asks the server how much it has and sends only the rest.
 */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000, 60_000];

/** Three files at a time keep a home connection busy without starving each file's progress. */
const PARALLEL_UPLOADS = 3;

/**
 * Sent in pieces of 8 MB: a proxy that throws away a cut-off request body then costs at most one piece, and the
 * progress of a large video moves steadily.
 */
export const CHUNK_BYTES = 8 * 1024 * 1024;

type UploadMeta = Meta & { filename: string; filetype: string; relativePath: string };
export type ContributorUppy = Uppy<UploadMeta, TusBody>;

export interface UploadEvents {
  dispatch: Dispatch<RowAction>;
  /** A file arrived whole and the server stored it: the media id to follow its processing. */
  onStored: (mediaId: number) => void;
}

/**
 * Uppy with the tus uploader, no UI of its own: the upload page draws each file's row from the events below. Rows
 * have their own ids (a file the preflight checks stop never reaches Uppy), so Uppy's ids are mapped to them.
 */
export function createUppy(endpoint: string, { dispatch, onStored }: UploadEvents) {
  const rowOf = new Map<string, string>();
  // Each file's latest failed request, read as it failed (see readUploadError).
  const lastFailure = new Map<string, ReturnType<typeof readUploadError>>();
  const uppy: ContributorUppy = new Uppy<UploadMeta, TusBody>({ autoProceed: false, allowMultipleUploadBatches: true });
  uppy.use(Tus<UploadMeta, TusBody>, {
    endpoint,
    // Read at every request, so that a token refreshed by signing in again is used by the next try.
    headers: () => ({ authorization: `Bearer ${getToken('contributor') ?? ''}` }),
    retryDelays: RETRY_DELAYS_MS,
    chunkSize: CHUNK_BYTES,
    removeFingerprintOnSuccess: true,
    // Uppy's own `type` is the MIME type; the server's `type` means IMAGE or VIDEO, so only these two are sent.
    allowedMetaFields: ['filename', 'filetype'],
    limit: PARALLEL_UPLOADS,
  });

  uppy.on('upload-progress', (file, progress) => {
    const id = file && rowOf.get(file.id);
    if (!id) return;
    lastFailure.delete(id);
    dispatch({
      type: 'phase',
      id,
      phase: { name: 'uploading', bytesUploaded: progress.bytesUploaded, bytesTotal: progress.bytesTotal ?? file.size ?? 0 },
    });
  });
  uppy.on('upload-success', (file, response) => {
    const id = file && rowOf.get(file.id);
    if (!id) return;
    const finished = readFinishedUpload(response.body?.xhr);
    if ('mediaId' in finished) {
      dispatch({ type: 'phase', id, phase: { name: 'uploaded', mediaId: finished.mediaId } });
      onStored(finished.mediaId);
    } else {
      dispatch({ type: 'phase', id, phase: { name: 'refused', message: finished.refused } });
    }
  });
  uppy.on('upload-error', (file, error) => {
    const id = file && rowOf.get(file.id);
    if (!id) return;
    const { status, message } = lastFailure.get(id) ?? readUploadError(error);
    lastFailure.delete(id);
    // The spec: a 401 on a contributor call signs the contributor out.
    if (status === 401) logout('contributor');
    // Refusals (too large, over the quota or the daily limit, not a file we take) will not pass on a retry.
    const refused = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 423;
    dispatch({ type: 'phase', id, phase: { name: refused ? 'refused' : 'failed', message } });
  });

  return {
    uppy,
    /** Hands a checked file to Uppy and starts sending it. */
    start(rowId: string, file: File, relativePath: string) {
      const uppyId = uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        source: 'upload-page',
        meta: { filename: file.name, filetype: file.type, relativePath },
      });
      rowOf.set(uppyId, rowId);
      uppy.setFileState(uppyId, {
        tus: {
          onShouldRetry: (err, _attempt, _options, next) => {
            const failure = readUploadError(err);
            lastFailure.set(rowId, failure);
            const status = failure.status;
            // Here 429 is the daily upload limit and 413 a size or the storage quota: waiting does not help.
            if (status === 429 || status === 413) return false;
            const retrying = next(err);
            if (retrying) dispatch({ type: 'reconnecting', id: rowId });
            return retrying;
          },
        },
      });
      uppy.upload().catch(() => {}); // each file's failure arrives as its own upload-error
      return uppyId;
    },
    /** Sends the rest of a file whose upload failed, from where the server's copy ends. */
    retry(uppyId: string) {
      uppy.retryUpload(uppyId).catch(() => {});
    },
    /** Stops a file's upload, if it is going, and forgets it. */
    remove(uppyId: string) {
      if (uppy.getFile(uppyId)) uppy.removeFile(uppyId);
      rowOf.delete(uppyId);
    },
  };
}

export type Uploader = ReturnType<typeof createUppy>;

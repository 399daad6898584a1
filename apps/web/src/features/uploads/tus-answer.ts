import type { ApiEnvelope, UploadResult } from '@stock/contracts';
import i18next from 'i18next';

/** What tus-js-client hands back: the last request's response, whatever the transport. */
interface TusResponse {
  getStatus(): number;
  getBody(): string;
  getHeader(name: string): string | undefined;
}

function envelopeOf(body: string | undefined): ApiEnvelope<UploadResult | null> | null {
  try {
    return body ? (JSON.parse(body) as ApiEnvelope<UploadResult | null>) : null;
  } catch {
    return null;
  }
}

export type FinishedUpload = { mediaId: number } | { refused: string };

/**
 * The last PATCH of a tus upload answers with the upload result: the stored file (and X-Media-Id), or why the server
 * refused the content once it had it all (not really a JPEG, too short a video...).
 */
export function readFinishedUpload(xhr: Pick<XMLHttpRequest, 'getResponseHeader' | 'responseText'> | undefined): FinishedUpload {
  const envelope = envelopeOf(xhr?.responseText);
  const stored = envelope?.data?.files[0];
  if (stored) return { mediaId: stored.media_id };
  const refused = envelope?.data?.rejected[0];
  if (refused) return { refused: refused.message };
  const header = Number(xhr?.getResponseHeader('X-Media-Id'));
  if (Number.isSafeInteger(header) && header > 0) return { mediaId: header };
  return { refused: envelope?.message || i18next.t('uploads:errors.noAnswer') };
}

/**
 * A failed tus request: its HTTP status (none when the connection dropped) and the server's message, if any. Read it
 * while the request is live: Uppy aborts a failed upload's request before it reports the error, which empties it.
 */
export function readUploadError(error: unknown): { status: number | null; message: string } {
  const response = (error as { originalResponse?: TusResponse | null } | null)?.originalResponse ?? null;
  // Status 0: no answer came (or the request was aborted after it failed, which empties it).
  if (!response || response.getStatus() === 0) {
    return { status: null, message: i18next.t('uploads:errors.connectionLost') };
  }
  const envelope = envelopeOf(response.getBody());
  return {
    status: response.getStatus(),
    message: envelope?.message || i18next.t('uploads:errors.refused', { status: response.getStatus() }),
  };
}

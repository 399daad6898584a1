import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_DOWNLOAD_PATH = '/api/download/licensed';

export interface DownloadGrant {
  licenceId: number;
  mediaFormatId: number;
  /** Unix seconds. */
  expires: number;
}

/** An HMAC of a grant's kind and fields, one per line, so that one kind of grant can never pass for another. */
export function grantSignature(parts: readonly (string | number)[], secret: string): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

/** Whether a signature is the grant's, compared in constant time, and whether the grant is still good. */
export function checkGrantSignature(expected: string, given: string, expires: number, now = Date.now()): GrantCheck {
  const wanted = Buffer.from(expected);
  const actual = Buffer.from(given);
  if (wanted.length !== actual.length || !timingSafeEqual(wanted, actual)) return 'forged';
  return expires * 1000 < now ? 'expired' : 'valid';
}

function signatureOf(grant: DownloadGrant, secret: string): string {
  return grantSignature(['licensed-download', grant.licenceId, grant.mediaFormatId, grant.expires], secret);
}

/** A URL that delivers one licensed format until it expires; anyone holding it can use it, so it lives minutes. */
export function signDownloadUrl(grant: DownloadGrant, secret: string): string {
  const query = new URLSearchParams({
    licence: String(grant.licenceId),
    format: String(grant.mediaFormatId),
    expires: String(grant.expires),
    signature: signatureOf(grant, secret),
  });
  return `${SIGNED_DOWNLOAD_PATH}?${query}`;
}

export type GrantCheck = 'valid' | 'expired' | 'forged';

export function checkDownloadGrant(grant: DownloadGrant, signature: string, secret: string, now = Date.now()): GrantCheck {
  return checkGrantSignature(signatureOf(grant, secret), signature, grant.expires, now);
}

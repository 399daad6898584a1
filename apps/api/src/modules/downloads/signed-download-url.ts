import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_DOWNLOAD_PATH = '/api/download/licensed';

export interface DownloadGrant {
  licenceId: number;
  mediaFormatId: number;
  /** Unix seconds. */
  expires: number;
}

function signatureOf(grant: DownloadGrant, secret: string): string {
  return createHmac('sha256', secret)
    .update(`licensed-download\n${grant.licenceId}\n${grant.mediaFormatId}\n${grant.expires}`)
    .digest('base64url');
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
  const expected = Buffer.from(signatureOf(grant, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return grant.expires * 1000 < now ? 'expired' : 'valid';
}

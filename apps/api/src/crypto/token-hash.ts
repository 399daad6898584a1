import { createHash } from 'node:crypto';

/**
 * What is stored of a secret link token (a share link, an invitation): its SHA-256. The tokens are long and random,
 * so no salt is needed, and a copy of the table opens nothing.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

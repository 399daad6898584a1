import path from 'node:path';

/**
 * The name a client gave an uploaded file, fit to store and show: its last path segment, without control characters
 * (a NUL, which PostgreSQL cannot store in text, arrives easily through `filename*=UTF-8''a%00b.jpg`), at most 255
 * characters; the fallback when nothing is left.
 */
export const safeFileName = (name: string | undefined, fallback: string) =>
  path
    .basename(name ?? '')
    .replace(/\p{Cc}/gu, '')
    .slice(0, 255) || fallback;

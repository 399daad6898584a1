/** Bytes needed at the start of a file to tell what it is. */
export const SNIFF_BYTES = 16;

export type SniffedKind = 'IMAGE' | 'VIDEO' | 'PDF' | 'unknown';
export type SniffedMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/tiff' | 'video/mp4' | 'application/pdf';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
// The top-level atoms a QuickTime or MP4 file may open with.
const MOVIE_ATOMS = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * What a file is, from its first bytes (magic numbers), so that an upload can be refused as soon as it starts and
 * before it is stored: a file's name and declared Content-Type are never trusted. The full check by content (sharp's
 * metadata, ffprobe) still follows; this only sorts the bytes into images, videos and PDFs.
 */
export function sniffMime(head: Buffer): SniffedMime | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 4 && (ascii(head, 0, 4) === 'II*\0' || ascii(head, 0, 4) === 'MM\0*')) return 'image/tiff';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (head.length >= 8 && MOVIE_ATOMS.has(ascii(head, 4, 8))) return 'video/mp4';
  return undefined;
}

export function sniffKind(head: Buffer): SniffedKind {
  const mime = sniffMime(head);
  if (!mime) return 'unknown';
  if (mime === 'application/pdf') return 'PDF';
  return mime.startsWith('image/') ? 'IMAGE' : 'VIDEO';
}

/** The formats the marketplace takes, told apart by their first bytes as the server does, never by name alone. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'tiff' | 'mp4' | 'mov';

export const IMAGE_FORMATS: readonly SniffedFormat[] = ['jpeg', 'png', 'webp', 'tiff'];

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** Reads a file's signature from its first 12 bytes; null when it is none of the accepted formats. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const tiffMark = ascii(bytes, 0, 4);
  if (tiffMark === 'II*\0' || tiffMark === 'MM\0*') return 'tiff';
  // ISO media: a box size, then its type. QuickTime files may start with other boxes than ftyp.
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') return ascii(bytes, 8, 10) === 'qt' ? 'mov' : 'mp4';
  if (box === 'moov' || box === 'mdat' || box === 'wide' || box === 'free') return 'mov';
  return null;
}

/** Reads only the first 12 bytes (FileReader, which every browser and jsdom have, rather than Blob.arrayBuffer). */
export function sniffFile(file: Blob): Promise<SniffedFormat | null> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(sniffFormat(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

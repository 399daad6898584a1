import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MediaRejectedError } from './media-rejected-error';
import { scene, useTempDir } from './media-test-inputs';
import { probeImage } from './probe-image';

const dir = useTempDir('probe-image');

async function file(name: string, body: Buffer | string): Promise<string> {
  const target = path.join(dir.path, name);
  await writeFile(target, body);
  return target;
}

async function rejection(target: string): Promise<MediaRejectedError> {
  const error = await probeImage(target).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaRejectedError);
  return error as MediaRejectedError;
}

/** A valid PNG whose header declares a huge canvas: a few hundred bytes that would decode to gigabytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // The first rows of zeros; a real bomb would go on for gigabytes, this one stops early but declares the same size.
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('probeImage', () => {
  it('reads format, size and camera details from the content, whatever the file is called', async () => {
    const jpeg = await scene(900, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Canon', Model: 'Canon EOS R5' },
        IFD2: { DateTimeOriginal: '2024:05:01 10:20:30' },
      })
      .toBuffer();
    const target = await file('holiday.png', jpeg);
    expect(await probeImage(target)).toEqual({
      format: 'jpeg',
      width: 900,
      height: 600,
      bytes: jpeg.length,
      exif: { camera: 'Canon EOS R5', takenAt: '2024-05-01T10:20:30' },
    });
  });

  it.each([
    ['png', 'picture.jpg'],
    ['webp', 'picture.tif'],
    ['tiff', 'picture.webp'],
  ] as const)('recognises %s named %s', async (format, name) => {
    const body = await scene(320, 200).toFormat(format).toBuffer();
    expect(await probeImage(await file(name, body))).toMatchObject({ format, width: 320, height: 200, bytes: body.length, exif: {} });
  });

  it('reports the size as displayed when EXIF says the camera was turned', async () => {
    const body = await scene(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await probeImage(await file('portrait.jpg', body))).toMatchObject({ width: 400, height: 600 });
  });

  it('refuses a text file named .jpg', async () => {
    const error = await rejection(await file('notes.jpg', 'These are my notes, not a photo.\n'.repeat(20)));
    expect(error.message).toBe('This file is not a JPEG, PNG, WebP or TIFF image.');
  });

  it('refuses an image format we do not publish, and says which it is', async () => {
    const gif = await scene(64, 64).gif().toBuffer();
    const error = await rejection(await file('animation.jpg', gif));
    expect(error.message).toBe('This file is not a JPEG, PNG, WebP or TIFF image. It looks like a GIF file.');
  });

  it('refuses a JPEG cut off during upload', async () => {
    const whole = await scene(1200, 800).jpeg({ quality: 90 }).toBuffer();
    const error = await rejection(await file('cut.jpg', whole.subarray(0, Math.floor(whole.length * 0.6))));
    expect(error.message).toBe('This image is damaged or incomplete (the upload may have been cut off). Please upload it again.');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    const error = await rejection(await file('bomb.png', bomb));
    expect(error.message).toBe('This image is too large: 30000 × 30000 pixels (900 megapixels). The limit is 100 megapixels.');
  });

  it('refuses an empty file', async () => {
    const error = await rejection(await file('empty.jpg', Buffer.alloc(0)));
    expect(error.message).toBe('The file is empty.');
  });

  it('lets the largest allowed size through the size check (a file declaring it is refused only as incomplete)', async () => {
    // Guards the bomb test: the pixel limit is what refuses the bomb, not something odd about the hand-made PNG.
    const error = await rejection(await file('limit.png', pngDeclaring(10_000, 10_000)));
    expect(error.message).toBe('This image is damaged or incomplete (the upload may have been cut off). Please upload it again.');
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MultipartFile, multipartForm } from '../../../test/multipart-form';
import { useTestApp } from '../../../test/test-app';
import { signedUpAndIn } from '../auth/auth-test-helpers';
import { signedInAdmin } from './blog-test-helpers';

const ctx = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await signedInAdmin(ctx, 'images-editor@example.com');
});

const upload = (token: string | undefined, file?: MultipartFile, fields: Record<string, string> = {}) => {
  const { payload, contentType } = multipartForm(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/blogs/images',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
};

/** A 3000 x 2000 JPEG taken "upside down" (EXIF orientation 3) with a camera and GPS position in its metadata. */
async function cameraJpeg(): Promise<Buffer> {
  const left = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#d62828' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#1d3557' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({ IFD0: { Make: 'Canon', Model: 'Canon EOS R5' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    .withMetadata({ orientation: 3 })
    .jpeg()
    .toBuffer();
}

const imageRows = () => ctx.database.db.selectFrom('blog_images').selectAll().execute();

describe('POST /api/admin/blogs/images', () => {
  it('makes a camera JPEG into an upright, 1600 px wide WebP without metadata, served publicly', async () => {
    const original = await cameraJpeg();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 3, exif: expect.any(Buffer) });
    const response = await upload(admin, { name: 'image', filename: 'harbour_at-dawn.jpg', type: 'image/jpeg', content: original });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data.image;
    expect(image.url).toMatch(/^\/media\/blog\/\d{4}\/\d{2}\/[0-9a-f]{20}\.webp$/);
    expect(image).toMatchObject({ width: 1600, height: 1067, markdown: `![harbour at dawn](${image.url})` });

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    const stored = await readFile(path.join(ctx.config.dataDir, 'media', 'public', image.url.slice('/media/'.length)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    // Rotated 180 degrees from its orientation tag: the red half that was on the left is now on the right.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((500 * 1600 + x) * 3, (500 * 1600 + x) * 3 + 3)];
    expect(pixel(1500)[0]).toBeGreaterThan(180);
    expect(pixel(100)[2]).toBeGreaterThan(60);
    expect(pixel(100)[0]).toBeLessThan(60);

    const rows = await imageRows();
    expect(rows).toEqual([
      expect.objectContaining({
        storage_key: `public${image.url.slice('/media'.length)}`,
        original_name: 'harbour_at-dawn.jpg',
        width: 1600,
      }),
    ]);
    expect(rows[0]?.bytes).toBe(stored.length);
  });

  it('uses the alt text given, and never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const response = await upload(
      admin,
      { name: 'image', filename: 'x.png', type: 'image/png', content: small },
      { alt: 'A calm [green] sea' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.image).toMatchObject({ width: 400, height: 300 });
    expect(response.json().data.image.markdown).toMatch(/^!\[A calm {2}green {2}sea\]\(\/media\/blog\//);
  });

  it('refuses a file that is not a picture, whatever its name and type say, and stores nothing', async () => {
    const before = (await imageRows()).length;
    const response = await upload(admin, {
      name: 'image',
      filename: 'photo.jpg',
      type: 'image/jpeg',
      content: Buffer.from('%PDF-1.7 not a picture'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'image', message: 'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.' },
    ]);
    expect(await imageRows()).toHaveLength(before);
  });

  it('refuses a picture over 20 MB with 413 and stores nothing', async () => {
    const before = (await imageRows()).length;
    const response = await upload(admin, {
      name: 'image',
      filename: 'huge.png',
      type: 'image/png',
      content: Buffer.alloc(21 * 1024 * 1024, 3),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, message: 'The image must be at most 20 MB.' });
    expect(await imageRows()).toHaveLength(before);
  });

  it('refuses a form without an image, a JSON body and a cut-off form', async () => {
    const none = await upload(admin, undefined, { alt: 'nothing' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'image', message: 'Choose an image to upload.' }]);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs/images',
      headers: { authorization: `Bearer ${admin}` },
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);

    const { payload, contentType } = multipartForm(
      {},
      { name: 'image', filename: 'a.png', type: 'image/png', content: Buffer.alloc(2000, 1) },
    );
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs/images',
      headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
      payload: payload.subarray(0, 600),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().status).toBe(false);
  });

  it('lets only admins upload', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const file = { name: 'image', filename: 'a.png', type: 'image/png', content: png };
    const before = (await imageRows()).length;
    const buyer = (await signedUpAndIn(ctx, { email: 'image-buyer@example.com' })).token;
    const contributor = (await signedUpAndIn(ctx, { email: 'image-shooter@example.com', is_contributor: true })).token;
    expect((await upload(undefined, file)).statusCode).toBe(401);
    expect((await upload(buyer, file)).statusCode).toBe(401);
    expect((await upload(contributor, file)).statusCode).toBe(401);
    expect(await imageRows()).toHaveLength(before);
  });
});

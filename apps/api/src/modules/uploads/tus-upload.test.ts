import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { type Answer, b64, TUS, tusClient } from '../../../test/tus-client';
import { jpeg, processed, tokenFor } from '../../../test/upload-test-helpers';

const ctx = useTestApp({ jobs: true, env: { UPLOAD_IMAGE_MAX_MB: '2', UPLOAD_VIDEO_MAX_MB: '3' } });
let contributor: { token: string; userId: number };
let stranger: { token: string };

beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor');
  stranger = await tokenFor(ctx, 'contributor');
});

let base = '';
beforeAll(async () => {
  // Over a real socket, as Uppy talks to it: the tus server reads the request stream itself.
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
const { send, create, patch, head } = tusClient(() => base);

describe('resumable uploads (tus)', () => {
  it('continues a dropped upload from the offset the server has, then processes the file like any upload', async () => {
    const file = await jpeg(2400, 1800);
    const created = await create(contributor.token, file.length, {
      filename: 'resumed.jpg',
      title: 'Resumed harbour',
      filetype: 'image/jpeg',
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${TUS}/${contributor.userId}-[0-9a-f]{32}$`));

    const cut = Math.floor(file.length * 0.6);
    const first = await patch(contributor.token, location, 0, file.subarray(0, cut));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(cut));

    // The connection dropped; a new request asks where to go on from.
    const resumed = await head(contributor.token, location);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe(String(cut));
    expect(resumed.headers['upload-length']).toBe(String(file.length));

    const wrongOffset = await patch(contributor.token, location, 0, file.subarray(0, 10));
    expect(wrongOffset.statusCode).toBe(409);

    const rest = await patch(contributor.token, location, cut, file.subarray(cut));
    expect(rest.statusCode, rest.body).toBe(200);
    const mediaId = Number(rest.headers['x-media-id']);
    expect(JSON.parse(rest.body).data.files[0]).toMatchObject({
      media_id: mediaId,
      title: 'Resumed harbour',
      status: 'DRAFT',
      original_filename: 'resumed.jpg',
    });
    expect(await processed(ctx, mediaId)).toEqual({ processing_status: 'ready', processing_error: null });
    const original = await ctx.database.db
      .selectFrom('media_originals')
      .select(['bytes', 'mime'])
      .where('media_id', '=', mediaId)
      .executeTakeFirstOrThrow();
    expect(original).toEqual({ bytes: file.length, mime: 'image/jpeg' });
  });

  it("keeps an upload to its owner: another contributor's HEAD, PATCH and DELETE are 404; no token is 401", async () => {
    const created = await create(contributor.token, 1000, { filename: 'private.jpg' });
    const location = created.headers.location as string;
    expect((await head(stranger.token, location)).statusCode).toBe(404);
    expect((await patch(stranger.token, location, 0, Buffer.alloc(10))).statusCode).toBe(404);
    const removed = await send('DELETE', location, { 'tus-resumable': '1.0.0', authorization: `Bearer ${stranger.token}` });
    expect(removed.statusCode).toBe(404);
    expect((await create(undefined, 1000, { filename: 'a.jpg' })).statusCode).toBe(401);
    expect((await head(contributor.token, location)).statusCode).toBe(200);
  });

  it('refuses an upload over the size limit when it is announced, and a finished file that is not an image or video', async () => {
    const tooLong = await create(contributor.token, 3 * 1024 * 1024 + 1, { filename: 'huge.mov' });
    expect(tooLong.statusCode).toBe(413);
    const noName = await create(contributor.token, 10, {});
    expect(noName.statusCode).toBe(400);

    const text = Buffer.from('just some words in a file that calls itself a photo.jpg');
    const created = await create(contributor.token, text.length, { filename: 'photo.jpg' });
    const done = await patch(contributor.token, created.headers.location as string, 0, text);
    expect(done.statusCode).toBe(415);
    expect(JSON.parse(done.body).message).toBe('This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.');
  });

  it('answers protocol errors with their tus status and headers, and the envelope as the body', async () => {
    const file = await jpeg(400, 300);
    const created = await create(contributor.token, file.length, { filename: 'offsets.jpg' });
    const location = created.headers.location as string;
    const expectTusError = (answer: Answer, statusCode: number) => {
      expect(answer.statusCode, answer.body).toBe(statusCode);
      expect(answer.headers['tus-resumable']).toBe('1.0.0');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      // The tus server writes its answers itself, and they carry the security headers of every answer too.
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      const body = JSON.parse(answer.body);
      expect(body).toMatchObject({ status: false, status_code: statusCode, statusCode, data: null });
      expect(body.message).toEqual(expect.any(String));
      expect(body.message.length).toBeGreaterThan(0);
    };

    expectTusError(await patch(contributor.token, location, 5, file.subarray(0, 10)), 409);
    const withoutVersion = await send(
      'PATCH',
      location,
      { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', authorization: `Bearer ${contributor.token}` },
      file.subarray(0, 10),
    );
    expectTusError(withoutVersion, 412);
    const badLength = await send('POST', TUS, {
      'tus-resumable': '1.0.0',
      'upload-length': 'lots',
      'upload-metadata': `filename ${b64('a.jpg')}`,
      authorization: `Bearer ${contributor.token}`,
    });
    expectTusError(badLength, 400);
    expectTusError(await create(contributor.token, 3 * 1024 * 1024 + 1, { filename: 'huge.mov' }), 413);
    // The metadata follows the multipart fields' rules, checked before a byte is sent; never a 500.
    for (const replaced of ['9223372036854775808', '99999999999999999999', 'abc', '1.5', '1\u0000', '-1']) {
      expectTusError(await create(contributor.token, file.length, { filename: 'r.jpg', replace_media_id: replaced }), 400);
    }
    expectTusError(await create(contributor.token, file.length, { filename: 'nul\u0000.jpg' }), 400);
    expectTusError(await create(contributor.token, file.length, { filename: 'a.jpg', title: 't\u0000itle' }), 400);
    expectTusError(await create(contributor.token, file.length, { filename: 'a.jpg', title: 'x'.repeat(201) }), 400);
    expectTusError(await create(contributor.token, file.length, { filename: 'a.jpg', type: 'FOO' }), 400);
    // The protocol itself is untouched: the upload still goes on from where it is.
    expect((await head(contributor.token, location)).headers['upload-offset']).toBe('0');
  });
});

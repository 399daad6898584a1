import { readdir, readFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, jpeg, takeStorage, tokenFor, upload } from '../../../test/upload-test-helpers';
import { testVideo, useTempDir } from '../../media/media-test-inputs';
import { mediaRoot } from '../../storage/create-storage';

// Images may be at most 1 MB here, so that "too large" is cheap to send; every other limit is the default.
const ctx = useTestApp({ jobs: true, env: { UPLOAD_IMAGE_MAX_MB: '1' } });
const tmp = useTempDir('upload-checks');
let contributor: { token: string; userId: number };

beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor');
});

async function draftCount(userId: number): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contributor_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A PNG whose header claims width × height pixels, with almost no data behind it: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /contributor/upload refuses bad files by their content, with a reason, and stores nothing', () => {
  it.each([
    [
      'a text file named .jpg',
      'notes.jpg',
      async () => Buffer.from('Shopping list: apples, pears, bread and cheese.\n'),
      415,
      /not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video/,
    ],
    ['a truncated JPEG', 'cut.jpg', async () => (await jpeg(2400, 1800)).subarray(0, 30_000), 422, /damaged or incomplete/],
    ['a decompression bomb', 'bomb.png', async () => pngClaiming(30_000, 30_000), 422, /30000 × 30000 pixels \(900 megapixels\)/],
    ['a 0-byte file', 'empty.jpg', async () => Buffer.alloc(0), 422, /The file is empty/],
    [
      'an image under 4 megapixels',
      'small.jpg',
      async () => jpeg(1600, 1200),
      422,
      /1600 × 1200 pixels \(1\.9 megapixels\)\. Images need at least 4 megapixels/,
    ],
  ])('%s', async (_what, name, make, status, message) => {
    const before = await draftCount(contributor.userId);
    const response = await upload(ctx, contributor.token, [{ name, content: await make(), type: 'image/jpeg' }]);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(response.json().errors).toEqual([{ field: name, message: response.json().message }]);
    expect(await draftCount(contributor.userId)).toBe(before);
  });

  it('a 3-second video', async () => {
    const video = await testVideo(path.join(tmp.path, 'short.mp4'), { seconds: 3, rate: 5 });
    const response = await upload(ctx, contributor.token, [{ name: 'short.mp4', content: await readFile(video), type: 'video/mp4' }]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe('This video is 3 seconds long. Videos must be 5 to 60 seconds long.');
  });

  it('accepts the good files of a request and lists the refused ones beside them', async () => {
    const response = await upload(ctx, contributor.token, [
      { name: 'good.jpg', content: await jpeg(2400, 1800) },
      { name: 'fake.png', content: Buffer.from('GIF89a not really') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.files).toHaveLength(1);
    expect(response.json().data.rejected).toEqual([
      { file_name: 'fake.png', status_code: 415, message: 'This file is not a JPEG, PNG, WebP or TIFF image, or an MP4 or MOV video.' },
    ]);
  });

  it('a file whose content is not the type chosen', async () => {
    const response = await upload(ctx, contributor.token, [{ name: 'photo.jpg', content: await jpeg(2400, 1800) }], { type: 'VIDEO' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This file is an image, but it was uploaded as a video.');
  });

  it('bad fields: a status other than DRAFT, a 201-character title', async () => {
    const content = await jpeg(2400, 1800);
    const published = await upload(ctx, contributor.token, [{ name: 'a.jpg', content }], { status: 'published' });
    expect(published.statusCode).toBe(400);
    expect(published.json().errors[0].field).toBe('status');
    const longTitle = await upload(ctx, contributor.token, [{ name: 'a.jpg', content }], { title: 'x'.repeat(201) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().errors[0]).toEqual({ field: 'title', message: 'The title may be at most 200 characters.' });
  });

  it('no token, a buyer token or an admin token: 401, nothing stored', async () => {
    const buyer = await tokenFor(ctx, 'buyer');
    const content = await jpeg(2400, 1800);
    for (const token of [undefined, buyer.token]) {
      const body = await upload(ctx, token as string, [{ name: 'a.jpg', content }]);
      expect(body.statusCode).toBe(401);
    }
    const count = await ctx.database.db
      .selectFrom('media_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('contributor_id', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('an image over the size limit is refused while it streams, before the rest is sent', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const boundary = 'oversizeboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256 * 1024 - 4, 7)]);
    // A raw socket: the server may close it while we are still writing, and what it answered must still be read.
    const outcome = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve) => {
      let sentBytes = 0;
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/contributor/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${contributor.token}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 40 * 1024 * 1024}\r\n\r\n`,
        );
        socket.write(head);
        // 40 MB would follow; the answer must come long before.
        const timer = setInterval(() => {
          if (answer || socket.destroyed || sentBytes >= 40 * 1024 * 1024) return clearInterval(timer);
          socket.write(chunk);
          sentBytes += chunk.length;
        }, 5);
      });
      socket.on('error', () => {});
      socket.on('data', (data) => {
        answer += data.toString('utf8');
        if (/\r\n\r\n[\s\S]*\}$/.test(answer)) socket.destroy();
      });
      socket.on('close', () => {
        const [headers = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(headers.split(' ')[1]), body, sentBytes });
      });
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body).message).toBe('This file is too large. Images may be at most 1 MB.');
    expect(outcome.sentBytes).toBeLessThan(8 * 1024 * 1024);
  });
});

/** Records `count` uploads by the contributor in the last hours (media ids from `firstId` up, no files behind them). */
async function uploadedToday(userId: number, count: number, firstId: number): Promise<void> {
  await sql`
    INSERT INTO media_status_transitions (media_id, contributor_id, from_status, to_status, actor_id, actor_role)
    SELECT ${firstId} + g, ${userId}, NULL, 'DRAFT', ${userId}, 'contributor' FROM generate_series(1, ${count}::int) g`.execute(
    ctx.database.db,
  );
}

describe('allowances: the daily upload limit (429) and the storage quota (413), before anything is read', () => {
  it('answers 429 once today’s limit is used, with a clear message', async () => {
    const busy = await tokenFor(ctx, 'contributor');
    await uploadedToday(busy.userId, 500, 900_000);
    const response = await upload(ctx, busy.token, [{ name: 'a.jpg', content: await jpeg(2400, 1800) }]);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(
      "You have reached today's upload limit of 500 files (500 uploaded in the last 24 hours). Please try again tomorrow.",
    );
    const limits = await api(ctx, busy.token, 'GET', '/contributor/upload/limits');
    expect(limits.json().data).toMatchObject({ daily_upload_limit: 500, uploads_today: 500 });
  });

  it('lets only one of two uploads sent at once through when one upload is left today', async () => {
    const edge = await tokenFor(ctx, 'contributor');
    await uploadedToday(edge.userId, 499, 910_000);
    // Both made first: an await between the two requests would let the first finish before the second starts.
    const [first, second] = [await jpeg(2400, 1800), await jpeg(2400, 1800, 'other')];
    const [a, b] = await Promise.all([
      upload(ctx, edge.token, [{ name: 'a.jpg', content: first }]),
      upload(ctx, edge.token, [{ name: 'b.jpg', content: second }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect(await draftCount(edge.userId)).toBe(1);
  });

  it('deletes each replaced original once when two replacements of a file arrive at once, leaving none unreferenced', async () => {
    const owner = await tokenFor(ctx, 'contributor');
    const uploaded = await upload(ctx, owner.token, [{ name: 'first.jpg', content: await jpeg(2400, 1800) }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const mediaId: number = uploaded.json().data.files[0].media_id;
    const [other, main] = [await jpeg(2400, 1800, 'other'), await jpeg(2400, 1800)];
    const replace = (name: string, content: Buffer) =>
      upload(ctx, owner.token, [{ field: 'file', name, content }], {}, `/api/contributor/file/replace?media_id=${mediaId}`);
    const answers = await Promise.all([replace('second.jpg', other), replace('third.jpg', main)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const kept = await ctx.database.db.selectFrom('media_originals').select('storage_key').where('media_id', '=', mediaId).execute();
    const folder = path.join(mediaRoot(ctx.config), 'private', 'originals', String(mediaId));
    const stored = (await readdir(folder)).map((name) => `private/originals/${mediaId}/${name}`);
    expect(stored).toEqual(kept.map((row) => row.storage_key));
  });

  it('answers 413 when the upload would exceed the storage quota', async () => {
    const full = await tokenFor(ctx, 'contributor');
    await takeStorage(ctx, full.userId, 100 * 1024 ** 3 - 1000, 'VIDEO');
    const response = await upload(ctx, full.token, [{ name: 'a.jpg', content: await jpeg(2400, 1800) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^This upload would exceed your storage quota of 100 GB \(100 GB used\)\./);
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server';
import { loadConfig } from '../config/config';
import { createStorage, openStorage } from './create-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { type Storage, StorageObjectNotFoundError } from './storage';
import { InvalidStorageKeyError } from './storage-key';

let root: string;
let s3: S3TestServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

const configFor = (env: Record<string, string>, dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe.each([
  ['local disk', () => createStorage(configFor({}, path.join(root, 'local')))],
  ['S3', () => createStorage(configFor(s3.env, path.join(root, 's3')))],
])('Storage on %s', (_name, make: () => Storage) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores buffers and streams under the key and reads them back, whole or streamed', async () => {
    await storage.put('public/thumbs/123/400.webp', Buffer.from('thumbnail bytes'), 'image/webp');
    await storage.put('private/originals/123/original.jpg', Readable.from([Buffer.from('orig'), Buffer.from('inal')]), 'image/jpeg');

    expect((await storage.read('public/thumbs/123/400.webp')).toString()).toBe('thumbnail bytes');
    expect((await storage.read('private/originals/123/original.jpg')).toString()).toBe('original');
    expect(await storage.stat('private/originals/123/original.jpg')).toEqual({ bytes: 8 });
    expect(await storage.exists('public/thumbs/123/400.webp')).toBe(true);
    expect(await text(storage.createReadStream('private/originals/123/original.jpg'))).toBe('original');
  });

  it('gives a local file holding the bytes, for ffmpeg, and a fresh one once the object is replaced', async () => {
    await storage.put('private/originals/4/a.jpg', Buffer.from('first version'), 'image/jpeg');
    expect(await readFile(await storage.localPath('private/originals/4/a.jpg'), 'utf8')).toBe('first version');
    await storage.put('private/originals/4/a.jpg', Buffer.from('second version'), 'image/jpeg');
    expect(await readFile(await storage.localPath('private/originals/4/a.jpg'), 'utf8')).toBe('second version');
  });

  it('copies a local file in with putFile and leaves the source where it was', async () => {
    const source = path.join(root, 'clip.mp4');
    await writeFile(source, 'clip bytes');
    await storage.putFile('public/previews/9/preview.mp4', source, 'video/mp4');
    expect((await storage.read('public/previews/9/preview.mp4')).toString()).toBe('clip bytes');
    expect((await readdir(root)).includes('clip.mp4')).toBe(true);
  });

  it('stores a stream larger than one upload part, and nothing is visible before the last byte', async () => {
    const part = Buffer.alloc(3 * 1024 * 1024, 7);
    const body = new PassThrough();
    const writing = storage.put('private/originals/77/big.mp4', body, 'video/mp4');
    for (let i = 0; i < 4; i++) body.write(part);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storage.exists('private/originals/77/big.mp4')).toBe(false);
    body.end(part);
    await writing;
    expect(await storage.stat('private/originals/77/big.mp4')).toEqual({ bytes: 5 * part.length });
  });

  it('keeps the previous object whole when a replacing write fails midway', async () => {
    await storage.put('public/thumbs/8/400.jpg', Buffer.from('good old bytes'), 'image/jpeg');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial '));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.put('public/thumbs/8/400.jpg', failing, 'image/jpeg')).rejects.toThrow('connection dropped');
    expect((await storage.read('public/thumbs/8/400.jpg')).toString()).toBe('good old bytes');
  });

  it('overwrites an existing object, which makes re-running a job harmless', async () => {
    await storage.put('public/thumbs/5/400.webp', Buffer.from('first run'), 'image/webp');
    await storage.put('public/thumbs/5/400.webp', Buffer.from('second run'), 'image/webp');
    expect((await storage.read('public/thumbs/5/400.webp')).toString()).toBe('second run');
  });

  it('reports missing objects as such and deletes idempotently', async () => {
    await expect(storage.read('public/none/1.jpg')).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    await expect(storage.stat('public/none/1.jpg')).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    await expect(storage.localPath('public/none/1.jpg')).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    await expect(text(storage.createReadStream('public/none/1.jpg'))).rejects.toThrow();
    expect(await storage.exists('public/none/1.jpg')).toBe(false);

    await storage.put('public/gone/1.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('public/gone/1.jpg');
    await storage.delete('public/gone/1.jpg');
    expect(await storage.exists('public/gone/1.jpg')).toBe(false);
  });

  it.each([
    ['../outside.txt'],
    ['public/../../outside.txt'],
    ['public/./thumbs/1.jpg'],
    ['/etc/passwd'],
    ['public//double.jpg'],
    ['public/thumbs/'],
    ['public\\..\\outside.txt'],
    ['public/.hidden.tmp'],
    ['public/thumbs/a b.jpg'],
    [''],
  ])('refuses the key %j for every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.createReadStream(key)).toThrow(InvalidStorageKeyError);
    expect(await readdir(root)).not.toContain('outside.txt');
  });
});

describe('LocalStorage on disk', () => {
  it('writes through a hidden temporary file, so a crash never leaves a half object under the key', async () => {
    const storage = new LocalStorage(path.join(root, 'atomic'));
    const body = new PassThrough();
    const writing = storage.put('public/thumbs/7/800.jpg', body, 'image/jpeg');
    body.write('first half ');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await readdir(path.join(storage.root, 'public/thumbs/7'))).toEqual([expect.stringMatching(/^\.800\.jpg\..*\.tmp$/)]);
    body.end('second half');
    await writing;
    expect(await readdir(path.join(storage.root, 'public/thumbs/7'))).toEqual(['800.jpg']);
    expect(await storage.localPath('public/thumbs/7/800.jpg')).toBe(path.join(storage.root, 'public/thumbs/7/800.jpg'));
  });
});

describe('Choosing the storage', () => {
  it('uses the bucket once S3_BUCKET is set, and local disk otherwise', () => {
    expect(createStorage(configFor(s3.env, root))).toBeInstanceOf(S3Storage);
    expect(createStorage(configFor({}, root))).toBeInstanceOf(LocalStorage);
  });

  it('refuses to start on a bucket that does not exist, on refused credentials, or on an unreachable server, saying which', async () => {
    await expect(openStorage(configFor({ ...s3.env, S3_BUCKET: 'no-such-bucket' }, root))).rejects.toThrow(
      /bucket no-such-bucket at .* does not exist \(check S3_BUCKET\)/,
    );
    await expect(openStorage(configFor({ ...s3.env, S3_ACCESS_KEY_ID: 'someone-else' }, root))).rejects.toThrow(
      /refused the credentials .*S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    await expect(openStorage(configFor({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }, root))).rejects.toThrow(
      /is unreachable \(check S3_ENDPOINT/,
    );
    await expect(openStorage(configFor(s3.env, root))).resolves.toBeInstanceOf(S3Storage);
  });
});

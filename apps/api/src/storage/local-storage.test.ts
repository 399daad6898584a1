import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { StorageObjectNotFoundError } from './storage';
import { InvalidStorageKeyError } from './storage-key';

let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'local-storage-test-'));
  storage = new LocalStorage(path.join(root, 'media'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesIn(key: string): Promise<string[]> {
  return readdir(path.dirname(path.join(storage.root, key)));
}

describe('LocalStorage', () => {
  it('stores buffers and streams under the key and reads them back', async () => {
    await storage.put('public/thumbs/123/400.webp', Buffer.from('thumbnail bytes'), 'image/webp');
    await storage.put('private/originals/123/original.jpg', Readable.from([Buffer.from('orig'), Buffer.from('inal')]), 'image/jpeg');

    expect((await storage.read('public/thumbs/123/400.webp')).toString()).toBe('thumbnail bytes');
    expect((await storage.read('private/originals/123/original.jpg')).toString()).toBe('original');
    expect(await storage.stat('private/originals/123/original.jpg')).toEqual({ bytes: 8 });
    expect(await storage.exists('public/thumbs/123/400.webp')).toBe(true);
    expect(await storage.localPath('public/thumbs/123/400.webp')).toBe(path.join(storage.root, 'public/thumbs/123/400.webp'));

    const chunks: Buffer[] = [];
    for await (const chunk of storage.createReadStream('private/originals/123/original.jpg')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('original');
  });

  it('copies a local file in with putFile and leaves the source where it was', async () => {
    const source = path.join(root, 'clip.mp4');
    await writeFile(source, 'clip bytes');
    await storage.putFile('public/previews/9/preview.mp4', source, 'video/mp4');
    expect((await storage.read('public/previews/9/preview.mp4')).toString()).toBe('clip bytes');
    expect((await readdir(root)).includes('clip.mp4')).toBe(true);
  });

  it('shows nothing at the key while a write is still streaming', async () => {
    const body = new PassThrough();
    const writing = storage.put('public/thumbs/7/800.jpg', body, 'image/jpeg');
    body.write('first half ');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await storage.exists('public/thumbs/7/800.jpg')).toBe(false);
    body.end('second half');
    await writing;
    expect((await storage.read('public/thumbs/7/800.jpg')).toString()).toBe('first half second half');
    expect(await filesIn('public/thumbs/7/800.jpg')).toEqual(['800.jpg']);
  });

  it('keeps the previous object whole when a replacing write fails midway, and leaves no temporary file', async () => {
    await storage.put('public/thumbs/8/400.jpg', Buffer.from('good old bytes'), 'image/jpeg');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial '));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.put('public/thumbs/8/400.jpg', failing, 'image/jpeg')).rejects.toThrow('connection dropped');
    expect((await storage.read('public/thumbs/8/400.jpg')).toString()).toBe('good old bytes');
    expect(await filesIn('public/thumbs/8/400.jpg')).toEqual(['400.jpg']);
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

/**
 * Where media bytes live. Keys are relative, slash-separated paths; everything under `public/` may be served to anyone
 * (behind a CDN at scale), everything under `private/` (originals) only through short-lived signed URLs.
 */
export interface Storage {
  /** Writes the whole object or nothing: readers see the old object or the new one, never a part. */
  put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  /** Copies a file on this machine into storage (ffmpeg output, a finished upload), with the same guarantee as put. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The whole object, or the bytes from start to end inclusive (an HTTP range). */
  createReadStream(key: string, range?: ByteRange): NodeJS.ReadableStream;
  exists(key: string): Promise<boolean>;
  stat(key: string): Promise<StoredObjectStat>;
  /** Deleting a missing object is not an error, so that retried clean-ups succeed. */
  delete(key: string): Promise<void>;
  /**
   * A path on this machine holding the object's bytes, because ffmpeg and ffprobe read files, not streams.
   * Local disk returns the stored file itself; a remote store would download it into a cache first.
   */
  localPath(key: string): Promise<string>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectStat {
  bytes: number;
}

export class StorageObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at "${key}".`);
    this.name = 'StorageObjectNotFoundError';
  }
}

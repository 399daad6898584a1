import { createReadStream } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config/config';
import { DownloadCache } from './download-cache';
import { type ByteRange, type Storage, StorageObjectNotFoundError, type StoredObjectStat } from './storage';
import { assertValidStorageKey } from './storage-key';

/** The bucket cannot be used; the message says why, for the operator reading the start-up log. */
export class StorageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

// 8 MB parts, at most 4 in flight: a stream of any size holds at most ~32 MB of it in memory while uploading.
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

export function s3ClientConfigFor(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible servers reject the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Storage in an S3 bucket (AWS or an S3-compatible server), shared by every API node and worker. Bodies stream both
 * ways; a put is one object that appears whole when the upload completes, which gives put's all-or-nothing rule.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly cache: DownloadCache;

  constructor(
    readonly config: S3Config,
    cacheDir: string,
  ) {
    this.client = new S3Client(s3ClientConfigFor(config));
    this.bucket = config.bucket;
    this.cache = new DownloadCache(cacheDir);
  }

  /** Proves at start that the bucket exists and these credentials may use it. */
  async verify(): Promise<void> {
    const where = `${this.bucket}${this.config.endpoint ? ` at ${this.config.endpoint}` : ` in ${this.config.region}`}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) throw new StorageUnavailableError(`S3 bucket ${where} does not exist (check S3_BUCKET).`);
      if (status === 403 || status === 401) {
        throw new StorageUnavailableError(
          `S3 refused the credentials for bucket ${where} (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy).`,
        );
      }
      if (status === 301 || status === 400) {
        throw new StorageUnavailableError(`S3 bucket ${where} answered ${status}: check S3_REGION and S3_FORCE_PATH_STYLE.`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new StorageUnavailableError(`S3 bucket ${where} is unreachable (check S3_ENDPOINT and the network): ${reason}`);
    }
  }

  async put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    const source = Buffer.isBuffer(body) ? body : Readable.from(body as AsyncIterable<Buffer>);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    await this.cache.forget(key);
  }

  async putFile(key: string, localPath: string, contentType: string): Promise<void> {
    await this.put(key, createReadStream(localPath), contentType);
  }

  async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.openBody(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Answers at once; the bytes (or a StorageObjectNotFoundError) follow when S3 answers. */
  createReadStream(key: string, range?: ByteRange): NodeJS.ReadableStream {
    assertValidStorageKey(key);
    const output = new PassThrough();
    this.openBody(key, range).then(
      (body) => {
        body.on('error', (error) => output.destroy(error));
        body.pipe(output);
        output.on('close', () => body.destroy());
      },
      (error) => output.destroy(error),
    );
    return output;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async stat(key: string): Promise<StoredObjectStat> {
    const head = await this.head(key);
    if (!head) throw new StorageObjectNotFoundError(key);
    return { bytes: head.ContentLength ?? 0 };
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    await this.cache.forget(key);
  }

  /** ffmpeg and sharp read files: the object is downloaded once per version (ETag) into this machine's cache. */
  async localPath(key: string): Promise<string> {
    const head = await this.head(key);
    if (!head) throw new StorageObjectNotFoundError(key);
    return this.cache.fetch(key, head.ETag ?? '', () => this.openBody(key));
  }

  private async head(key: string): Promise<HeadObjectCommandOutput | undefined> {
    assertValidStorageKey(key);
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async openBody(key: string, range?: ByteRange): Promise<Readable> {
    assertValidStorageKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectNotFoundError(key);
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

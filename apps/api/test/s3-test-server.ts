import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * s3rver keeps multipart uploads in a folder per upload (its key, then one file per part with an .md5 beside it) but
 * answers only their creation, parts and completion. Resumable uploads also list an upload's parts, list and abort
 * uploads; these three calls are answered here from that same folder, and everything else goes to s3rver itself.
 */
function multipartCalls(directory: string, bucket: string) {
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const keyOf = (uploadId: string) => readFile(path.join(uploadsDir, uploadId, 'key'), 'utf8');

  async function listParts(uploadId: string): Promise<string> {
    const key = await keyOf(uploadId);
    const names = (await readdir(path.join(uploadsDir, uploadId))).filter((name) => /^\d+$/.test(name));
    const parts = await Promise.all(
      names.map(async (name) => {
        const file = path.join(uploadsDir, uploadId, name);
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return { number: Number(name), bytes: info.size, md5, modified: info.mtime.toISOString() };
      }),
    );
    const listed = parts
      .sort((a, b) => a.number - b.number)
      .map(
        (p) =>
          `<Part><PartNumber>${p.number}</PartNumber><ETag>"${p.md5}"</ETag><Size>${p.bytes}</Size><LastModified>${p.modified}</LastModified></Part>`,
      )
      .join('');
    return xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${listed}</ListPartsResult>`,
    );
  }

  async function listUploads(): Promise<string> {
    const ids = await readdir(uploadsDir).catch(() => [] as string[]);
    const uploads = await Promise.all(
      ids.map(async (id) => {
        const started = (await stat(path.join(uploadsDir, id))).birthtime.toISOString();
        return `<Upload><Key>${await keyOf(id)}</Key><UploadId>${id}</UploadId><Initiated>${started}</Initiated></Upload>`;
      }),
    );
    return xml(
      `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
    );
  }

  /** Answers the call if it is one of the three, and says whether it did. */
  return async (request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    const isObject = url.pathname.startsWith(`/${bucket}/`);
    try {
      if (request.method === 'GET' && isObject && uploadId && !url.searchParams.has('partNumber')) {
        response.writeHead(200, { 'content-type': 'application/xml' }).end(await listParts(uploadId));
      } else if (request.method === 'DELETE' && isObject && uploadId) {
        await rm(path.join(uploadsDir, path.basename(uploadId)), { recursive: true, force: true });
        response.writeHead(204).end();
      } else if (request.method === 'GET' && url.pathname.replace(/\/$/, '') === `/${bucket}` && url.searchParams.has('uploads')) {
        response.writeHead(200, { 'content-type': 'application/xml' }).end(await listUploads());
      } else {
        return false;
      }
    } catch {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(xml('<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>'));
    }
    return true;
  };
}

/**
 * An S3-compatible server from npm (s3rver, files in a temporary folder) with one empty bucket, for the tests and the
 * cluster test. It checks the access key, not the signature.
 */
export async function startS3TestServer(bucket = 'media', port = 0): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const inner = await s3rver.run();
  const answer = multipartCalls(directory, bucket);
  const server = http.createServer((request, response) => {
    answer(request, response).then((answered) => {
      if (answered) return;
      const forwarded = http.request(
        { host: '127.0.0.1', port: inner.port, method: request.method, path: request.url, headers: request.headers },
        (upstream) => {
          response.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(response);
        },
      );
      forwarded.on('error', () => response.destroy());
      request.pipe(forwarded);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts exactly this key pair.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

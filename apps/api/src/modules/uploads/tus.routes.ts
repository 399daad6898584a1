import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import type { AppDeps } from '../../app-deps';
import { requireRole, signedInUser } from '../../http/auth';
import { envelope, errorEnvelope } from '../../http/envelope';
import { HttpError, notFound } from '../../http/http-error';
import { SNIFF_BYTES, sniffKind } from '../../media';
import { requireOwnFile } from '../contributor-files/contributor-files.service';
import { assertEditable } from '../contributor-files/submission-rules';
import { envelopedTusAnswer } from './tus-answers';
import { tusBackend } from './tus-backend';
import { readReplacedMediaId, readUploadFields } from './upload-fields';
import { EMPTY_FILE, NOT_A_MEDIA_FILE, tooLargeMessage } from './upload-intake';
import { incomingDir } from './upload-temp-files';
import { acceptUpload, assertUploadAllowance, replaceUploadedOriginal, requireJobs, TUS_ENDPOINT, TUS_ROUTE } from './uploads.service';

// Set by our own hook after the token is checked (a client's header of that name is dropped first), so the tus
// server's hooks know whose upload it is.
const OWNER_HEADER = 'x-stock-contributor-id';
const UPLOAD_ID = /^([1-9][0-9]*)-[0-9a-f]{32}$/;

/** What the tus server sends when a hook refuses: our envelope as the body. */
function refusal(error: unknown): never {
  if (error instanceof HttpError) {
    throw { status_code: error.statusCode, body: JSON.stringify(errorEnvelope(error.statusCode, error.message, { errors: error.errors })) };
  }
  throw error;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Resumable uploads (tus 1.0: creation, termination) at /api/contributor/uploads/tus for large files: Uppy sends the
 * file in chunks, and a dropped connection resumes from the last byte received (HEAD tells the offset). Each upload
 * id starts with its owner's id; nobody else can see, continue or delete it. The finished file goes through exactly
 * the checks and pipeline of POST /contributor/upload.
 */
export const tusUploadRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config } = deps;
  const limits = config.uploads;
  const backend = tusBackend(deps);
  const maxBytes = Math.max(limits.image.maxBytes, limits.video.maxBytes);
  const ownerOf = (req: { headers: Headers }) => ({
    id: Number(req.headers.get(OWNER_HEADER)),
    role: 'contributor' as const,
    sessionId: '',
  });

  const tus = new Server({
    path: TUS_ENDPOINT,
    datastore: backend.datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    exposedHeaders: ['X-Media-Id'],
    namingFunction: (req) => `${backend.idPrefix}${ownerOf(req).id}-${randomBytes(16).toString('hex')}`,
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(backend.idPrefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? `${backend.idPrefix}${lastPath}` : undefined),
    onUploadCreate: async (req, upload) => {
      try {
        const owner = ownerOf(req);
        const metadata = upload.metadata ?? {};
        if (!metadata.filename) throw new HttpError(400, 'Say the file name in the upload metadata (filename).');
        // Checked now, before the bytes are sent, by the rules a multipart upload's fields follow.
        readUploadFields({ ...metadata, status: undefined });
        if (metadata.replace_media_id) {
          const file = await requireOwnFile(deps.db, owner, readReplacedMediaId(metadata.replace_media_id));
          assertEditable(file.status);
        }
        await assertUploadAllowance(deps, owner, upload.size ?? 0, metadata.replace_media_id ? 0 : 1);
        return { metadata };
      } catch (error) {
        refusal(error);
      }
    },
    // The tus server's own refusals (protocol errors, or ours from the hooks above) pass through unchanged; anything
    // else is a fault, logged here because its answer tells the client only the request id.
    onResponseError: (_req, error) => {
      if (!('status_code' in error) || error.status_code >= 500) app.log.error({ err: error }, 'tus upload failed');
      return undefined;
    },
    onUploadFinish: async (req, upload: Upload) => {
      const owner = ownerOf(req);
      const file = await backend.claim(upload.id, incomingDir(config.dataDir), requireJobs(deps).lease.id);
      try {
        const bytes = upload.offset;
        const kind = bytes === 0 ? 'unknown' : sniffKind(await readHead(file));
        if (bytes === 0) throw new HttpError(422, EMPTY_FILE);
        if (kind !== 'IMAGE' && kind !== 'VIDEO') throw new HttpError(415, NOT_A_MEDIA_FILE);
        const max = kind === 'IMAGE' ? limits.image.maxBytes : limits.video.maxBytes;
        if (bytes > max) throw new HttpError(413, tooLargeMessage(kind, max));
        const metadata = upload.metadata ?? {};
        const received = { file: { path: file, bytes, kind }, fileName: metadata.filename ?? 'upload' };
        const detail = metadata.replace_media_id
          ? await replaceUploadedOriginal(deps, owner, readReplacedMediaId(metadata.replace_media_id), received)
          : await acceptUpload(deps, owner, { ...received, ...readUploadFields({ title: metadata.title, type: metadata.type }) });
        // 200 rather than tus's 204, so that the body reaches the client (tus clients take any 2xx).
        return {
          status_code: 200,
          headers: { 'X-Media-Id': detail.media_id, 'Content-Type': 'application/json' },
          body: JSON.stringify(envelope(200, 'The file is uploaded and is being processed.', { files: [detail], rejected: [] })),
        };
      } catch (error) {
        refusal(error);
      } finally {
        await rm(file, { force: true });
      }
    },
  });

  // tus sends its chunks as application/offset+octet-stream; the tus server reads the stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const contributor = requireRole('contributor', deps);

  const authorise = async (request: FastifyRequest) => {
    if (request.method === 'OPTIONS') return;
    await contributor(request);
    const user = signedInUser(request);
    requireJobs(deps);
    const id = (request.params as { id?: string }).id;
    if (id !== undefined && UPLOAD_ID.exec(id)?.[1] !== String(user.id)) throw notFound('There is no such upload.');
    // The tus server reads headers from rawHeaders: drop any the client sent under this name, then add ours.
    const raw = request.raw.rawHeaders;
    const kept: string[] = [];
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if ((raw[i] as string).toLowerCase() !== OWNER_HEADER) kept.push(raw[i] as string, raw[i + 1] as string);
    }
    raw.splice(0, raw.length, ...kept, OWNER_HEADER, String(user.id));
    request.raw.headers[OWNER_HEADER] = String(user.id);
  };
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // A hijacked reply sends none of the headers set on it so far (the security headers): the raw response takes them.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    const answer = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    await sendNodeResponse(reply.raw, await envelopedTusAnswer(answer, request.method, request.id));
  };
  const methods = ['POST', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: TUS_ROUTE, schema: { hide: true }, onRequest: authorise, handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${TUS_ROUTE}/:id`,
    schema: { hide: true },
    onRequest: authorise,
    handler: handle,
  });
};

import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one), or undefined for an identity answer. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (request.method === 'HEAD' || reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return false;
  if (reply.getHeader('content-encoding')) return false;
  return COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses the answers the server builds in memory (the page HTML with its strings and first answer, API JSON) for
 * clients that accept it: on a phone network every kilobyte of the first document delays the first paint. Files from
 * disk are precompressed at build time instead (see web/precompress.ts). Brotli at a low quality costs about as much
 * CPU as gzip and is smaller.
 */
export function registerCompression(app: FastifyInstance) {
  // A callback hook: most answers pass through uncompressed, and those should not pay for a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!shouldCompress(request, reply, payload)) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed = (error: Error | null, result: Buffer) => {
      if (error) return done(error);
      reply.header('content-encoding', encoding);
      reply.header('content-length', result.length);
      done(null, result);
    };
    if (encoding === 'br') brotliCompress(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, compressed);
    else gzip(payload, { level: 6 }, compressed);
  });
}

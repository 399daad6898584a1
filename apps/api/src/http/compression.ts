import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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
 * Compresses the answers the server builds in memory (the page HTML with its inlined stylesheet, API JSON) for
 * clients that accept it: on a phone network every kilobyte of the first document delays the first paint. Files from
 * disk are precompressed at build time instead (see web/precompress.ts). Brotli at a low quality costs about as much
 * CPU as gzip and is smaller.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!shouldCompress(request, reply, payload)) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br' ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gz(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}

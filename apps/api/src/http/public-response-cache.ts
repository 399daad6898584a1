import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public catalogue answers the same to everyone for a few seconds: cache them in this process and at the CDN. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    computesPublicCacheEntry?: boolean;
  }
  interface FastifyInstance {
    /** Forgets every cached public answer of this process: after a change people must see at once (a file published). */
    purgePublicCache(): void;
  }
}

interface Entry {
  payload: string;
  expires: number;
}

const MAX_BYTES = 64 * 1024 * 1024;

/**
 * A small LRU of serialised answers to public GETs, keyed by URL. The spec lets catalogue data be 5 to 10 seconds old;
 * within that window a popular search or file page costs one query instead of one per request. Each process keeps its
 * own entries: nothing here needs to agree across processes.
 */
export function registerPublicResponseCache(app: FastifyInstance, ttlSeconds: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  app.decorate('purgePublicCache', () => {
    entries.clear();
    bytes = 0;
  });
  if (ttlSeconds <= 0) return;
  // Requests for a URL whose answer is being computed wait for it instead of computing it again (a popular page
  // going cold would otherwise send every waiting visitor to the database at once).
  const inFlight = new Map<string, Promise<void>>();
  const settle = new Map<string, () => void>();
  const finish = (key: string) => {
    settle.get(key)?.();
    settle.delete(key);
    inFlight.delete(key);
  };
  const evict = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.payload.length;
    entries.delete(key);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const pending = inFlight.get(request.url);
    if (pending) await pending;
    const entry = entries.get(request.url);
    if (!entry) {
      if (!inFlight.has(request.url)) {
        inFlight.set(request.url, new Promise<void>((resolve) => settle.set(request.url, resolve)));
        request.computesPublicCacheEntry = true;
      }
      return;
    }
    if (entry.expires < Date.now()) {
      evict(request.url);
      return;
    }
    entries.delete(request.url);
    entries.set(request.url, entry);
    return reply
      .header('cache-control', `public, max-age=${ttlSeconds}`)
      .header('x-cache', 'HIT')
      .type('application/json; charset=utf-8')
      .send(entry.payload);
  });

  // Whatever happens to the request that computes an entry (an error, a closed connection), its waiters go on.
  app.addHook('onResponse', async (request) => {
    if (request.computesPublicCacheEntry) finish(request.url);
  });
  app.addHook('onRequestAbort', async (request) => {
    if (request.computesPublicCacheEntry) finish(request.url);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache || reply.statusCode !== 200) return payload;
    reply.header('cache-control', `public, max-age=${ttlSeconds}`);
    if (typeof payload !== 'string' || reply.getHeader('x-cache') === 'HIT') return payload;
    evict(request.url);
    entries.set(request.url, { payload, expires: Date.now() + ttlSeconds * 1000 });
    bytes += payload.length;
    for (const key of entries.keys()) {
      if (bytes <= MAX_BYTES) break;
      evict(key);
    }
    reply.header('x-cache', 'MISS');
    if (request.computesPublicCacheEntry) finish(request.url);
    return payload;
  });
}

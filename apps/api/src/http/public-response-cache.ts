import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language';
import type { ResponseCacheStore } from './response-cache-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public catalogue answers the same to everyone for a few seconds: cache them for every node and at the CDN. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    computesPublicCacheEntry?: boolean;
    /** The cache generation this request's lookup saw; its answer is stored under it (stale after a purge). */
    publicCacheGeneration?: string;
  }
  interface FastifyInstance {
    /** Forgets every cached public answer, on every node: after a change people must see at once (a file published). */
    purgePublicCache(): Promise<void>;
  }
}

/**
 * Serialised answers to public GETs, keyed by URL, kept in `store` (this process's memory, or Redis shared by every
 * node). The spec lets catalogue data be 5 to 10 seconds old; within that window a popular search or file page costs
 * one query instead of one per request.
 */
/** Answers differ by the language of the request (see request-language.ts), which Accept-Language alone may set. */
function cacheKeyOf(request: FastifyRequest): string {
  const language = requestLanguage(request);
  return language === 'en' ? request.url : `${request.url}#${language}`;
}

export function registerPublicResponseCache(app: FastifyInstance, ttlSeconds: number, store: ResponseCacheStore) {
  app.decorate('purgePublicCache', () => store.purge());
  if (ttlSeconds <= 0) return;
  // Requests of this process for a URL whose answer is being computed wait for it instead of computing it again (a
  // popular page going cold would otherwise send every waiting visitor to the database at once).
  const inFlight = new Map<string, Promise<void>>();
  const settle = new Map<string, () => void>();
  const finish = (key: string) => {
    settle.get(key)?.();
    settle.delete(key);
    inFlight.delete(key);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    const key = cacheKeyOf(request);
    const pending = inFlight.get(key);
    if (pending) await pending;
    let { payload, generation } = await store.get(key);
    // Another request may have set out to compute the answer while this one looked it up: wait for it once.
    const claimedMeanwhile = !pending && payload === undefined ? inFlight.get(key) : undefined;
    if (claimedMeanwhile) {
      await claimedMeanwhile;
      ({ payload, generation } = await store.get(key));
    }
    if (payload === undefined) {
      request.publicCacheGeneration = generation;
      if (!inFlight.has(key)) {
        inFlight.set(key, new Promise<void>((resolve) => settle.set(key, resolve)));
        request.computesPublicCacheEntry = true;
      }
      return;
    }
    return reply
      .header('cache-control', `public, max-age=${ttlSeconds}`)
      .header('vary', 'accept-language')
      .header('x-cache', 'HIT')
      .type('application/json; charset=utf-8')
      .send(payload);
  });

  // Whatever happens to the request that computes an entry (an error, a closed connection), its waiters go on.
  app.addHook('onResponse', async (request) => {
    if (request.computesPublicCacheEntry) finish(cacheKeyOf(request));
  });
  app.addHook('onRequestAbort', async (request) => {
    if (request.computesPublicCacheEntry) finish(cacheKeyOf(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache || reply.statusCode !== 200) return payload;
    reply.header('cache-control', `public, max-age=${ttlSeconds}`);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
    if (typeof payload !== 'string' || request.publicCacheGeneration === undefined) return payload;
    await store.set(cacheKeyOf(request), request.publicCacheGeneration, payload, ttlSeconds);
    reply.header('x-cache', 'MISS');
    if (request.computesPublicCacheEntry) finish(cacheKeyOf(request));
    return payload;
  });
}

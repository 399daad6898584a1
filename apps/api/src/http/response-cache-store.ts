import type { Redis } from 'ioredis';

/** A cached answer and the generation it was looked up in; a miss is stored under that same generation. */
export interface CacheLookup {
  payload: string | undefined;
  generation: string;
}

/** Where public answers are kept: this process's memory, or Redis shared by every API node. */
export interface ResponseCacheStore {
  get(key: string): Promise<CacheLookup>;
  set(key: string, generation: string, payload: string, ttlSeconds: number): Promise<void>;
  /** Forgets every answer, on every node that shares the store. */
  purge(): Promise<void>;
}

const MAX_BYTES = 64 * 1024 * 1024;

/** A small LRU keyed by URL, bounded in bytes; each process keeps its own. */
export function memoryCacheStore(): ResponseCacheStore {
  const entries = new Map<string, { payload: string; expires: number }>();
  let bytes = 0;
  let generation = 0;
  const evict = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.payload.length;
    entries.delete(key);
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires < Date.now()) evict(key);
      else if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return { payload: entries.get(key)?.payload, generation: String(generation) };
    },
    async set(key, lookedUpIn, payload, ttlSeconds) {
      // An answer computed before a purge is older than the purge: it must not be kept.
      if (lookedUpIn !== String(generation)) return;
      evict(key);
      entries.set(key, { payload, expires: Date.now() + ttlSeconds * 1000 });
      bytes += payload.length;
      for (const oldest of entries.keys()) {
        if (bytes <= MAX_BYTES) break;
        evict(oldest);
      }
    },
    async purge() {
      entries.clear();
      bytes = 0;
      generation++;
    },
  };
}

const PREFIX = 'stock-public-cache:';
const GENERATION_KEY = `${PREFIX}generation`;

// The generation and the answer in one round trip. A purge moves the generation on instead of deleting keys: one
// atomic command empties the cache for every node, and what is left expires by itself within the answers' lifetime.
const LOOKUP = `local generation = redis.call('GET', KEYS[1]) or '0'
return {generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2])}`;

/**
 * Answers shared by every API node through Redis. A cache must not take the site down with it: when Redis fails, a
 * lookup is a miss and a store is skipped (the answer comes from the database), and a failed purge is reported
 * without undoing the change that asked for it (while Redis is down nothing is served from it anyway).
 */
export function redisCacheStore(redis: Redis, warn: (error: unknown) => void): ResponseCacheStore {
  return {
    async get(key) {
      try {
        const [generation, payload] = (await redis.eval(LOOKUP, 1, GENERATION_KEY, PREFIX, key)) as [string, string | null];
        return { payload: payload ?? undefined, generation };
      } catch (error) {
        warn(error);
        return { payload: undefined, generation: 'unavailable' };
      }
    },
    async set(key, generation, payload, ttlSeconds) {
      if (generation === 'unavailable') return;
      try {
        await redis.set(`${PREFIX}${generation}:${key}`, payload, 'EX', ttlSeconds);
      } catch (error) {
        warn(error);
      }
    },
    async purge() {
      try {
        await redis.incr(GENERATION_KEY);
      } catch (error) {
        warn(error);
      }
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The one Redis client of an API process (REDIS_URL), shared by the rate limits and the public response cache. A
 * command fails after one retry rather than waiting in a queue, so that a Redis outage shows in seconds.
 */
export function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
  app.addHook('onClose', async () => void (await redis.quit()));
  return redis;
}

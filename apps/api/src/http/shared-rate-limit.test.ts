import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisTestServer } from '../../test/redis-test-server';
import { useTestApp } from '../../test/test-app';
import { type App, buildApp } from '../app';
import { createStorage } from '../storage/create-storage';

const redis = await startRedisTestServer();
const ctx = useTestApp({ env: { REDIS_URL: redis.url } });
let otherNode: App;

beforeAll(async () => {
  // A second API node on the same database and Redis, with its own process memory.
  otherNode = await buildApp({ config: ctx.config, db: ctx.database.db, storage: createStorage(ctx.config) });
});
afterAll(async () => {
  await otherNode?.close();
  await redis.close();
});

const signIn = (node: App, attempt: number) =>
  node.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '203.0.113.9',
    payload: { email: `nobody-${attempt}@example.com`, password: 'not the password' },
  });

describe('rate limits with REDIS_URL', () => {
  it('holds the sign-in limit across API nodes: 20 a minute from one address, wherever they land', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) answers.push((await signIn(attempt % 2 ? otherNode : ctx.app, attempt)).statusCode);
    expect(answers.every((status) => status === 400)).toBe(true);
    const over = await signIn(otherNode, 20);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests/);
    expect((await signIn(ctx.app, 21)).statusCode).toBe(429);
  });
});

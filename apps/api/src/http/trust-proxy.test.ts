import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import type { App } from '../app';

const BALANCER = '127.0.0.1';
const direct = useTestApp();
const behindBalancer = useTestApp({ env: { TRUST_PROXY: BALANCER } });

const signIn = (app: App, from: string, forwardedFor: string | undefined, attempt: number) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: `nobody-${attempt}@example.com`, password: 'not the password' },
  });

async function exhaustSignInLimit(app: App, from: string, forwardedFor: (attempt: number) => string) {
  const answers: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) answers.push((await signIn(app, from, forwardedFor(attempt), attempt)).statusCode);
  expect(answers.every((status) => status === 400)).toBe(true);
}

const failureSources = async (ctx: typeof direct, email: string) =>
  (await ctx.database.db.selectFrom('auth_failures').select('ip').where('target', '=', email).execute()).map((row) => row.ip);

describe('the client address', () => {
  it('without TRUST_PROXY, ignores X-Forwarded-For: a forged header does not dodge the sign-in limit', async () => {
    await exhaustSignInLimit(direct.app, '203.0.113.9', (attempt) => `198.51.100.${attempt + 1}`);
    const over = await signIn(direct.app, '203.0.113.9', '198.51.100.200', 20);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests/);
    expect(await failureSources(direct, 'nobody-0@example.com')).toEqual(['203.0.113.9']);
  });

  it('with TRUST_PROXY, counts and records the client the balancer names, and only the balancer may name it', async () => {
    await exhaustSignInLimit(behindBalancer.app, BALANCER, () => '198.51.100.7');
    expect((await signIn(behindBalancer.app, BALANCER, '198.51.100.7', 20)).statusCode).toBe(429);
    // Another client behind the same balancer has its own count.
    expect((await signIn(behindBalancer.app, BALANCER, '198.51.100.8', 21)).statusCode).toBe(400);
    expect(await failureSources(behindBalancer, 'nobody-0@example.com')).toEqual(['198.51.100.7']);
    expect(await failureSources(behindBalancer, 'nobody-21@example.com')).toEqual(['198.51.100.8']);

    // A client that talks to the node directly cannot name itself someone else.
    await exhaustSignInLimit(behindBalancer.app, '203.0.113.50', (attempt) => `192.0.2.${attempt + 1}`);
    expect((await signIn(behindBalancer.app, '203.0.113.50', '192.0.2.99', 22)).statusCode).toBe(429);
  });
});

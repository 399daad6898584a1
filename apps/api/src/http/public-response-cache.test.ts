import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { createStorage } from '../storage/create-storage';

describe('public response cache', () => {
  it('serves a public GET from cache within its lifetime, and says so', async () => {
    const database = await createTestDatabase();
    const config = { ...(await testConfig()), catalogueCacheSeconds: 10 };
    const app = await buildApp({ config, db: database.db, storage: createStorage(config) });
    let calls = 0;
    app.get('/api/probe', { config: { publicCache: true } }, async () => ({ calls: ++calls }));
    app.get('/api/private-probe', async () => ({ calls: ++calls }));
    const first = await app.inject({ method: 'GET', url: '/api/probe?a=1' });
    const second = await app.inject({ method: 'GET', url: '/api/probe?a=1' });
    const other = await app.inject({ method: 'GET', url: '/api/probe?a=2' });
    expect(first.json()).toEqual({ calls: 1 });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.json()).toEqual({ calls: 1 });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, max-age=10');
    expect(other.json()).toEqual({ calls: 2 });
    const privateAnswer = await app.inject({ method: 'GET', url: '/api/private-probe' });
    expect(privateAnswer.headers['x-cache']).toBeUndefined();
    expect(privateAnswer.headers['cache-control']).toBeUndefined();
    await app.close();
    await database.drop();
  });

  it('keeps the answers of each language apart, also when only Accept-Language names it', async () => {
    const database = await createTestDatabase();
    const config = { ...(await testConfig()), catalogueCacheSeconds: 10 };
    const app = await buildApp({ config, db: database.db, storage: createStorage(config) });
    let calls = 0;
    app.get('/api/language-probe', { config: { publicCache: true } }, async (request) => ({
      calls: ++calls,
      language: request.headers['accept-language'] ?? 'en',
    }));
    const ask = (acceptLanguage?: string) =>
      app.inject({ method: 'GET', url: '/api/language-probe', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    expect((await ask()).json()).toEqual({ calls: 1, language: 'en' });
    const german = await ask('de-DE,de;q=0.9');
    expect(german.json()).toEqual({ calls: 2, language: 'de-DE,de;q=0.9' });
    expect(german.headers.vary).toContain('accept-language');
    expect((await ask('de')).json()).toEqual({ calls: 2, language: 'de-DE,de;q=0.9' });
    // A language the product does not speak gets the English answer.
    expect((await ask('nl')).json()).toEqual({ calls: 1, language: 'en' });
    await app.close();
    await database.drop();
  });

  it('computes an answer once for requests that arrive together', async () => {
    const database = await createTestDatabase();
    const config = { ...(await testConfig()), catalogueCacheSeconds: 10 };
    const app = await buildApp({ config, db: database.db, storage: createStorage(config) });
    let calls = 0;
    app.get('/api/slow-probe', { config: { publicCache: true } }, async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { calls };
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/slow-probe' })));
    expect(calls).toBe(1);
    expect(answers.map((answer) => answer.json())).toEqual(Array.from({ length: 10 }, () => ({ calls: 1 })));
    await app.close();
    await database.drop();
  });

  it('lets waiting requests go on when the first one fails', async () => {
    const database = await createTestDatabase();
    const config = { ...(await testConfig()), catalogueCacheSeconds: 10 };
    const app = await buildApp({ config, db: database.db, storage: createStorage(config) });
    let calls = 0;
    app.get('/api/failing-probe', { config: { publicCache: true } }, async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (calls === 1) throw new Error('database hiccup');
      return { calls };
    });
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/failing-probe' }),
      app.inject({ method: 'GET', url: '/api/failing-probe' }),
    ]);
    expect(first.statusCode).toBe(500);
    expect(second.statusCode).toBe(200);
    await app.close();
    await database.drop();
  });
});

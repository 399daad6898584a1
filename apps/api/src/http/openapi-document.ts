import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { connect, disconnect } from '../db/connection';
import { createStorage } from '../storage/create-storage';

/**
 * The OpenAPI text as the routes declare it. Nothing is queried and no secret is used while building it, so the pool
 * points nowhere, never connects, and placeholder secrets keep loadConfig from writing any to disk.
 */
export async function openApiDocument(): Promise<string> {
  const placeholder = 'openapi-document-placeholder-secret-0123456789';
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: placeholder,
    SIGNING_SECRET: placeholder,
    ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    DB_PASSWORD: placeholder,
  });
  const db = connect('postgres://unused@127.0.0.1:1/none', 1);
  const app = await buildApp({ config, db, storage: createStorage(config) });
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await disconnect(db);
  return text;
}

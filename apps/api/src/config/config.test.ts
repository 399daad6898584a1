import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'marketplace-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts on the embedded defaults', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      serveWeb: true,
      corsOrigins: [],
      isProduction: false,
    });
    expect(config.site.brand).toBe('Lumora');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every documented variable', async () => {
    const config = loadConfig({
      DATA_DIR: await tempDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/market',
      PUBLIC_URL: 'https://stock.example.com/',
      MAIL_URL: 'smtp://mail.internal:587',
      BRAND_NAME: 'Northlight',
      CONTACT_PHONE: '+44 20 7946 0000',
      CONTACT_EMAIL: 'Help@Northlight.example',
      SOCIAL_X_URL: 'https://x.com/northlight',
      CORS_ORIGINS: 'https://a.example, https://b.example:8443',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app:secret@db.internal:5432/market',
      publicUrl: 'https://stock.example.com',
      mail: { url: 'smtp://mail.internal:587', from: 'Northlight <no-reply@lumora.example>' },
      site: {
        brand: 'Northlight',
        contactPhone: '+44 20 7946 0000',
        contactEmail: 'help@northlight.example',
        social: { x: 'https://x.com/northlight' },
      },
      corsOrigins: ['https://a.example', 'https://b.example:8443'],
      s3: { bucket: 'media', region: 'us-east-1', accessKeyId: 'key' },
    });
  });

  it('names every variable that is wrong, all at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/x',
      CONTACT_EMAIL: 'nobody',
      SOCIAL_FACEBOOK_URL: 'http://facebook.com/x',
      CORS_ORIGINS: 'https://ok.example/path',
      NODE_ENV: 'staging',
      S3_BUCKET: 'media',
    });
    expect(problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://")',
      'CORS_ORIGINS "https://ok.example/path" is not an origin (scheme://host[:port])',
      'CONTACT_EMAIL must be an e-mail address (got "nobody")',
      'SOCIAL_FACEBOOK_URL must start with https:// (got "http://")',
    ]);
  });

  it('opens two database connections per core unless DATABASE_POOL_SIZE says otherwise', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(2 * os.availableParallelism());
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    for (const raw of ['0', '201', '18446744073709551616', '4.5', '-4', ' 4'])
      expect(problemsOf({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: raw })).toEqual([
        `DATABASE_POOL_SIZE must be a whole number from 1 to 200 (got "${raw}")`,
      ]);
  });

  it('reads the SMS provider settings, and sends SMS to the dev outbox without them', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).sms).toEqual({ url: undefined, token: undefined });
    const config = loadConfig({ DATA_DIR: dataDir, SMS_URL: 'https://sms.example/v1/messages', SMS_TOKEN: 'sms-secret' });
    expect(config.sms).toEqual({ url: 'https://sms.example/v1/messages', token: 'sms-secret' });
    expect(problemsOf({ DATA_DIR: dataDir, SMS_URL: 'ftp://sms.example' })).toEqual([
      'SMS_URL must start with http:// or https:// (got "ftp://")',
    ]);
  });

  it('takes FFMPEG_PATH and FFPROBE_PATH only when they name programs it may run', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, FFMPEG_PATH: process.execPath });
    expect(config.jobs.mediaTools).toEqual({ ffmpeg: process.execPath, ffprobe: undefined });
    expect(problemsOf({ DATA_DIR: dataDir, FFMPEG_PATH: '/nowhere/ffmpeg', FFPROBE_PATH: dataDir })).toEqual([
      'FFMPEG_PATH must name an executable file (got "/nowhere/ffmpeg")',
      `FFPROBE_PATH must name an executable file (got "${dataDir}")`,
    ]);
  });

  it('requires the public address, the database and the secrets in production and says which', () => {
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'too-short' });
    expect(problems).toEqual([
      'JWT_SECRET must be at least 32 characters long',
      'PUBLIC_URL is required when NODE_ENV=production',
      'DATABASE_URL is required when NODE_ENV=production',
      'JWT_SECRET is required when NODE_ENV=production',
      'SIGNING_SECRET is required when NODE_ENV=production',
      'ENCRYPTION_KEY is required when NODE_ENV=production',
    ]);
  });

  it('accepts production secrets from the environment and writes nothing to disk', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://stock.example.com',
      DATABASE_URL: 'postgres://stock@db.example.com/stock',
      JWT_SECRET: 'j'.repeat(40),
      SIGNING_SECRET: 's'.repeat(40),
      ENCRYPTION_KEY: 'ab'.repeat(32),
    });
    expect(config.secrets.JWT_SECRET).toBe('j'.repeat(40));
    expect(Buffer.from(config.secrets.ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    await expect(stat(path.join(dataDir, 'secrets.json'))).rejects.toThrow();
  });

  it('generates missing secrets once outside production and keeps them, readable by the owner only', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.secrets).toEqual(first.secrets);
    expect(first.secrets.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(first.secrets.ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    const file = path.join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')).JWT_SECRET).toBe(first.secrets.JWT_SECRET);
  });

  it('configures a social sign-in provider only when both its client id and secret are set', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).oauth).toEqual({ google: undefined, facebook: undefined });
    const config = loadConfig({
      DATA_DIR: dataDir,
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'fb-id',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9000/oauth/access_token',
    });
    expect(config.oauth).toEqual({
      google: { clientId: 'google-id', clientSecret: 'google-secret', issuer: 'https://accounts.google.com' },
      facebook: {
        clientId: 'fb-id',
        clientSecret: 'fb-secret',
        authUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
        tokenUrl: 'http://127.0.0.1:9000/oauth/access_token',
        userinfoUrl: 'https://graph.facebook.com/v21.0/me',
      },
    });
    const custom = loadConfig({
      DATA_DIR: dataDir,
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      GOOGLE_ISSUER: 'http://127.0.0.1:4000/',
    });
    expect(custom.oauth.google?.issuer).toBe('http://127.0.0.1:4000');
  });

  it('refuses half a provider and malformed provider URLs', async () => {
    const dataDir = await tempDir();
    expect(
      problemsOf({
        DATA_DIR: dataDir,
        GOOGLE_CLIENT_ID: 'only-the-id',
        FACEBOOK_CLIENT_SECRET: 'only-the-secret',
        GOOGLE_ISSUER: 'accounts',
      }),
    ).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      'GOOGLE_ISSUER must be a URL (got "accounts")',
      'FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET must be set together',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir, FACEBOOK_AUTH_URL: 'http://facebook.example/dialog' })).toContain(
      'FACEBOOK_AUTH_URL must start with https:// (got "http://")',
    );
  });

  it('reads the cluster settings: path-style S3 beside an endpoint, a CDN base, Redis and the metrics token or port', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      REDIS_URL: 'redis://cache.internal:6379',
      METRICS_PORT: '9100',
    });
    expect(config.s3).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.com',
    });
    expect(config.redisUrl).toBe('redis://cache.internal:6379');
    expect(config.metrics).toEqual({ token: undefined, port: 9100 });
    expect(problemsOf({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: 'http://cache', METRICS_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^REDIS_URL /),
      expect.stringMatching(/^METRICS_TOKEN must be at least 32 characters/),
    ]);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as a hop count or a list of addresses and CIDR ranges', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(problemsOf({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/33' })).toEqual([
      'TRUST_PROXY must be a number of proxies, or addresses and CIDR ranges separated by commas (got "10.0.0.0/33")',
    ]);
    expect(problemsOf({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY /)]);
  });
});

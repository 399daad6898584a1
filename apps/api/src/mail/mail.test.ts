import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_MESSAGES } from '@stock/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/test-app';
import { PASSWORD, randomIp } from '../modules/auth/auth-test-helpers';
import { mailOutboxDir, sendMail } from './mail';
import { readMailOutbox } from './outbox';
import { decodeQuotedPrintable, startSmtpSink } from './smtp-sink';

// The SMTP sink starts before the app, whose configuration points MAIL_URL at it.
const env: Record<string, string> = {};
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  env.MAIL_URL = sink.url;
  env.MAIL_FROM = 'Lumora <no-reply@lumora.example>';
});
afterAll(async () => {
  await sink?.close();
});
const ctx = useTestApp({ env });

describe('sendMail over SMTP (MAIL_URL set)', () => {
  it('delivers the message to the SMTP server', async () => {
    await sendMail(ctx.config, { to: 'reader@example.com', subject: 'Hello there', text: 'Plain words.', html: '<p>Plain words.</p>' });
    const mail = sink.received.at(-1);
    expect(mail).toMatchObject({ from: 'no-reply@lumora.example', to: ['reader@example.com'] });
    expect(mail?.raw).toMatch(/^Subject: Hello there$/m);
    expect(mail?.raw).toContain('Plain words.');
    expect(mail?.raw).toContain('text/html');
    // Nothing is written to the dev outbox when SMTP is configured.
    expect(await readMailOutbox(ctx.config)).toEqual([]);
  });

  it('e-mails the registration code over SMTP, and the code verifies the account', async () => {
    const before = sink.received.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: randomIp(),
      payload: { name: 'Smtp Reader', email: 'smtp-reader@example.com', password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(sink.received).toHaveLength(before + 1);
    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual(['smtp-reader@example.com']);
    const code = /Your Lumora code is (\d{6})/.exec(decodeQuotedPrintable(mail?.raw ?? ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify/otp',
      remoteAddress: randomIp(),
      payload: { email: 'smtp-reader@example.com', email_otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(AUTH_MESSAGES.emailVerified);
    const user = await ctx.database.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', 'smtp-reader@example.com')
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeInstanceOf(Date);
  });
});

describe('sendMail without MAIL_URL (dev outbox)', () => {
  it('writes an .eml and its summary to DATA_DIR/mail', async () => {
    const config = await testConfig();
    await sendMail(config, {
      to: 'dev@example.com',
      subject: 'Outbox test',
      text: 'Your code is 123456',
      html: '<p>Your code is 123456</p>',
    });
    const files = (await readdir(mailOutboxDir(config))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\.eml$/);
    expect(files[1]).toMatch(/\.json$/);
    const eml = await readFile(path.join(mailOutboxDir(config), files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: dev@example\.com$/m);
    expect(eml).toMatch(/^Subject: Outbox test$/m);
    expect(await readMailOutbox(config)).toEqual([
      { to: 'dev@example.com', subject: 'Outbox test', text: 'Your code is 123456', sent_at: expect.any(String) },
    ]);
  });
});

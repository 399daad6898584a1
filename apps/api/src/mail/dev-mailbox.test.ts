import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { sendSms } from '../sms/sms';
import { sendMail } from './mail';

const ctx = useTestApp();

describe('GET /dev/mailbox', () => {
  it('lists the newest e-mails and text messages as HTML, escaped', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No e-mails yet.');

    await sendMail(ctx.config, { to: 'first@example.com', subject: 'First', text: 'Your code is 111111' });
    await sendMail(ctx.config, { to: 'second@example.com', subject: 'Second <b>bold</b>', text: 'Your code is 222222' });
    await sendSms(ctx.config, { to: '+14155550100', text: 'Your Lumora code is 333333.' });
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Your code is 222222');
    expect(response.body).toContain('Second &lt;b&gt;bold&lt;/b&gt;');
    expect(response.body).not.toContain('<b>bold</b>');
    expect(response.body).toContain('Your Lumora code is 333333.');
    expect(response.body.indexOf('222222')).toBeLessThan(response.body.indexOf('111111'));
  });

  it('does not exist in production', async () => {
    const config = {
      ...(await testConfig()),
      isProduction: true,
    };
    const app = await buildApp({ config, db: ctx.database.db, storage: ctx.storage });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});

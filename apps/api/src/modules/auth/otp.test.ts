import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { consumeCode, issueCode } from './otp';

const ctx = useTestApp();

const rows = (target: string) =>
  ctx.database.db.selectFrom('one_time_codes').selectAll().where('target', '=', target).orderBy('id').execute();

describe('issueCode', () => {
  it('discards a code whose delivery failed, so that another may be asked for at once', async () => {
    const { db } = ctx.database;
    const failing = issueCode(db, ctx.config, 'email_verify', 'bounce@example.com', null, async () => {
      throw new Error('SMTP is down');
    });
    await expect(failing).rejects.toThrow('SMTP is down');
    expect(await rows('bounce@example.com')).toEqual([]);

    let delivered = '';
    await issueCode(db, ctx.config, 'email_verify', 'bounce@example.com', null, async (code) => {
      delivered = code;
    });
    expect(delivered).toMatch(/^\d{6}$/);
    expect(await rows('bounce@example.com')).toHaveLength(1);
    const used = await consumeCode(db, ctx.config, ['email_verify'], 'bounce@example.com', delivered, 'email_otp');
    expect(used.purpose).toBe('email_verify');
  });

  it('makes codes for one purpose that do not work for another', async () => {
    const { db } = ctx.database;
    let code = '';
    await issueCode(db, ctx.config, 'password_reset', 'purpose@example.com', null, async (sent) => {
      code = sent;
    });
    await expect(consumeCode(db, ctx.config, ['email_verify'], 'purpose@example.com', code, 'email_otp')).rejects.toThrow(
      /no code waiting/,
    );
    expect((await rows('purpose@example.com'))[0]?.used_at).toBeNull();
  });
});

import { randomInt } from 'node:crypto';
import type { Locale } from '@stock/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { readMailOutbox, readSmsOutbox } from '../../mail/outbox';

/** Test helpers for account flows: requests from distinct addresses (so per-IP limits stay out of the way) and codes read from the dev outbox. */

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface CallOptions {
  token?: string;
  ip?: string;
  /** Sent as Accept-Language: the language the answer's message is read in. */
  language?: string;
}

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    remoteAddress: options.ip ?? randomIp(),
    ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
  });
}

/** The newest e-mail in the dev outbox to this address. */
export async function latestMailTo(ctx: TestContext, email: string) {
  const mail = (await readMailOutbox(ctx.config, 1000)).find((entry) => entry.to === email);
  if (!mail) throw new Error(`no e-mail to ${email} in the outbox`);
  return mail;
}

export async function mailCount(ctx: TestContext, email: string): Promise<number> {
  return (await readMailOutbox(ctx.config, 10_000)).filter((entry) => entry.to === email).length;
}

const codeIn = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
};

export async function latestEmailCode(ctx: TestContext, email: string): Promise<string> {
  return codeIn((await latestMailTo(ctx, email)).text);
}

export async function latestSmsCode(ctx: TestContext, phone: string): Promise<string> {
  const sms = (await readSmsOutbox(ctx.config, 1000)).find((entry) => entry.to === phone);
  if (!sms) throw new Error(`no text message to ${phone} in the outbox`);
  return codeIn(sms.text);
}

/** Makes the codes sent to an address look a minute old, so that another may be asked for. */
export async function allowResend(ctx: TestContext, target: string): Promise<void> {
  await ctx.database.db
    .updateTable('one_time_codes')
    .set({ created_at: sql`created_at - interval '2 minutes'` })
    .where('target', '=', target)
    .execute();
}

export const PASSWORD = 'lantern-harbour-42';

export interface NewAccount {
  name?: string;
  email: string;
  phone?: string;
  password?: string;
  is_contributor?: boolean;
  referal_code?: string;
}

export async function registerAccount(ctx: TestContext, account: NewAccount) {
  const password = account.password ?? PASSWORD;
  const response = await call(ctx, 'POST', '/register', {
    name: account.name ?? 'Grace Hopper',
    email: account.email,
    ...(account.phone ? { phone: account.phone } : {}),
    password,
    confirm_password: password,
    ...(account.is_contributor !== undefined ? { is_contributor: account.is_contributor } : {}),
    ...(account.referal_code ? { referal_code: account.referal_code } : {}),
  });
  return response;
}

/** Registers, verifies the e-mail with the code from the outbox, and signs in; returns the token and user id. */
export async function signedUpAndIn(ctx: TestContext, account: NewAccount): Promise<{ token: string; userId: number }> {
  const registered = await registerAccount(ctx, account);
  expect(registered.statusCode, registered.body).toBe(200);
  const email = account.email.trim().toLowerCase();
  const verified = await call(ctx, 'POST', '/verify/otp', { email, email_otp: await latestEmailCode(ctx, email) });
  expect(verified.statusCode, verified.body).toBe(200);
  const login = await call(ctx, 'POST', '/login', {
    email,
    password: account.password ?? PASSWORD,
    role: account.is_contributor ? 'contributor' : 'buyer',
  });
  expect(login.statusCode, login.body).toBe(200);
  return { token: login.json().data.token, userId: login.json().data.user.id };
}

export async function userRow(ctx: TestContext, email: string) {
  return ctx.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

/** The signed-in user picks the language of their account (and so of their e-mails). */
export async function chooseLocale(ctx: TestContext, token: string, locale: Locale): Promise<void> {
  const chosen = await call(ctx, 'PATCH', '/profile/locale', { locale }, { token });
  if (chosen.statusCode !== 200) throw new Error(`choosing ${locale} failed: ${chosen.body}`);
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, OTP_LENGTH } from '@stock/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import type { CodePurposeValue } from '../../db/schema';
import { HttpError, invalidField } from '../../http/http-error';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_WRONG_TRIES = 5;

export interface IssuedCode {
  code: string;
  expiresInSeconds: number;
}

function codeHash(config: Config, purpose: CodePurposeValue, target: string, code: string): string {
  return createHmac('sha256', config.secrets.SIGNING_SECRET).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

/** Seconds until this address may be sent another code of this purpose; 0 when it may now. */
export async function secondsUntilResend(db: Db, purpose: CodePurposeValue, target: string): Promise<number> {
  const last = await db
    .selectFrom('one_time_codes')
    .select(sql<number>`ceil(extract(epoch from (created_at + make_interval(secs => ${OTP_RESEND_SECONDS}) - now())))`.as('wait'))
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Math.max(0, Number(last?.wait ?? 0));
}

export function tooSoon(seconds: number): HttpError {
  // Whole sentences per plural form, so that each language can word both.
  return new HttpError(
    429,
    seconds === 1
      ? 'A code was sent a moment ago. Please wait 1 second before asking for a new one.'
      : `A code was sent a moment ago. Please wait ${seconds} seconds before asking for a new one.`,
  );
}

/**
 * Makes a new 6-digit code for an address, keeps only its HMAC, and hands the code to `deliver` (e-mail or SMS). At
 * most one code per minute per address and purpose (429 otherwise). Once delivered, it replaces every earlier code;
 * if delivery fails, the new code is discarded, so that the person may ask again at once.
 */
export async function issueCode(
  db: Db,
  config: Config,
  purpose: CodePurposeValue,
  target: string,
  userId: number | null,
  deliver: (code: string) => Promise<void>,
): Promise<IssuedCode> {
  const wait = await secondsUntilResend(db, purpose, target);
  if (wait > 0) throw tooSoon(wait);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const issued = await db
    .insertInto('one_time_codes')
    .values({
      purpose,
      target,
      user_id: userId,
      code_hash: codeHash(config, purpose, target, code),
      expires_at: sql<Date>`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await deliver(code);
  } catch (error) {
    await db.deleteFrom('one_time_codes').where('id', '=', issued.id).execute();
    throw error;
  }
  await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('id', '<>', issued.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
  return { code, expiresInSeconds: OTP_TTL_SECONDS };
}

export interface ConsumedCode {
  id: number;
  purpose: CodePurposeValue;
  userId: number | null;
}

/**
 * Checks a code against the newest one sent to this address for any of the purposes, and uses it up when right.
 * Each code allows five tries; after five wrong ones, even the right code is refused.
 */
export async function consumeCode(
  db: Db,
  config: Config,
  purposes: CodePurposeValue[],
  target: string,
  given: string,
  field: string,
): Promise<ConsumedCode> {
  const row = await db
    .selectFrom('one_time_codes')
    .select(['id', 'purpose', 'user_id', 'code_hash', 'attempts', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('purpose', 'in', purposes)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw invalidField(field, AUTH_MESSAGES.codeMissing);
  if (row.used_at) throw invalidField(field, AUTH_MESSAGES.codeUsed);
  if (row.expired) throw invalidField(field, AUTH_MESSAGES.codeExpired);
  if (row.attempts >= OTP_MAX_WRONG_TRIES) throw invalidField(field, AUTH_MESSAGES.codeLocked);

  // Every try is counted before the code is compared, atomically, so that parallel guesses cannot exceed the limit.
  const counted = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', OTP_MAX_WRONG_TRIES)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw invalidField(field, AUTH_MESSAGES.codeLocked);

  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(codeHash(config, row.purpose, target, given.trim()), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const left = OTP_MAX_WRONG_TRIES - counted.attempts;
    if (left <= 0) throw invalidField(field, AUTH_MESSAGES.codeLocked);
    throw invalidField(field, left === 1 ? `${AUTH_MESSAGES.codeWrong} 1 try left.` : `${AUTH_MESSAGES.codeWrong} ${left} tries left.`);
  }
  // Conditional, so that two requests racing with the same code cannot both use it.
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw invalidField(field, AUTH_MESSAGES.codeUsed);
  return { id: row.id, purpose: row.purpose, userId: row.user_id };
}

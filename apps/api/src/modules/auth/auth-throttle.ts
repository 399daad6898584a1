import type { AppDeps } from '../../app-deps';
import type { AuthFailureKind } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { readerLocale } from '../../mail/reader-locale';
import { mailSignInFailures } from './account-mail';
import type { AccountRow } from './auth.repo';
import {
  clearFailures,
  countFailures,
  countTargetFailures,
  deleteFailure,
  type FailureCount,
  hasSignedInFrom,
  recordFailure,
} from './auth-failures.repo';
import { verifyPassword } from './passwords';
import { TOKEN_LIFETIME_DAYS } from './sessions';

/**
 * Wrong passwords and wrong codes slow down, they never lock: anyone could lock an account by failing at it on purpose.
 * - one source at one target (address or number) gets 5 free tries, then waits 2, 4, 8 ... seconds (at most 15
 *   minutes) after each failure;
 * - a target failed at 10 times from anywhere makes every source wait (at most 5 minutes), except the devices the
 *   account's owner has signed in on; the owner is told once;
 * - one source failing at 50 targets (credential stuffing) waits as well.
 * Failures count by the target typed, whether or not an account has it, so an unknown address gets the same answers
 * and the same waits as a known one.
 */
export const THROTTLE_RULES = {
  pair: { freeTries: 5, maxWaitSeconds: 15 * 60 },
  target: { freeTries: 10, maxWaitSeconds: 5 * 60 },
  source: { freeTries: 50, maxWaitSeconds: 15 * 60 },
} as const;

export interface Attempt {
  kind: AuthFailureKind;
  /** The normalised address or phone number tried. */
  target: string;
  ip: string;
  /** The account the target belongs to, when there is one: its known devices are spared, its owner is told. */
  account?: AccountRow;
}

function secondsLeft(failures: FailureCount, rule: { freeTries: number; maxWaitSeconds: number }): number {
  if (failures.count < rule.freeTries) return 0;
  const wait = Math.min(2 ** (failures.count - rule.freeTries + 1), rule.maxWaitSeconds);
  return Math.max(0, Math.ceil(wait - failures.secondsSinceLast));
}

/** Whole sentences per kind and plural form, so that each language can word them all. */
const SLOW_DOWN_MESSAGES = {
  password: {
    second: (n: number) =>
      n === 1
        ? 'Too many failed sign-in attempts. Please wait 1 second and try again.'
        : `Too many failed sign-in attempts. Please wait ${n} seconds and try again.`,
    minute: (n: number) =>
      n === 1
        ? 'Too many failed sign-in attempts. Please wait 1 minute and try again.'
        : `Too many failed sign-in attempts. Please wait ${n} minutes and try again.`,
  },
  code: {
    second: (n: number) =>
      n === 1
        ? 'Too many wrong codes. Please wait 1 second and try again.'
        : `Too many wrong codes. Please wait ${n} seconds and try again.`,
    minute: (n: number) =>
      n === 1
        ? 'Too many wrong codes. Please wait 1 minute and try again.'
        : `Too many wrong codes. Please wait ${n} minutes and try again.`,
  },
} as const;

function slowDown(kind: AuthFailureKind, seconds: number): HttpError {
  const messages = SLOW_DOWN_MESSAGES[kind === 'password' ? 'password' : 'code'];
  const message = seconds < 90 ? messages.second(seconds) : messages.minute(Math.ceil(seconds / 60));
  return new HttpError(429, message, undefined, seconds);
}

/** An attempt under way: recorded as a failure until it succeeds or turns out not to be a guess. */
export interface PendingAttempt extends Attempt {
  id: number;
}

/**
 * Starts an attempt, before anything is checked: it is recorded as a failure first, then judged against the failures
 * recorded before and beside it, and refused (429, saying how long to wait) when it comes too soon. Recording first is
 * what makes parallel attempts see each other: checking first let a burst of 18 at once all through.
 */
export async function startAttempt(deps: AppDeps, attempt: Attempt): Promise<PendingAttempt> {
  const { db } = deps;
  const id = await recordFailure(db, attempt.kind, attempt.target, attempt.ip);
  const failures = await countFailures(db, attempt.kind, attempt.target, attempt.ip, id);
  let wait = Math.max(secondsLeft(failures.pair, THROTTLE_RULES.pair), secondsLeft(failures.source, THROTTLE_RULES.source));
  const targetWait = secondsLeft(failures.target, THROTTLE_RULES.target);
  if (targetWait > wait) {
    const ownDevice = attempt.account && (await hasSignedInFrom(db, attempt.account.id, attempt.ip, TOKEN_LIFETIME_DAYS));
    if (!ownDevice) wait = targetWait;
  }
  if (wait > 0) {
    // A refused attempt guessed nothing: it does not make the wait longer.
    await deleteFailure(db, id);
    throw slowDown(attempt.kind, wait);
  }
  return { ...attempt, id };
}

/** The guess was wrong: its record stays. Tells the owner once, when the account's address starts being slowed down. */
export async function attemptFailed(deps: AppDeps, attempt: PendingAttempt): Promise<void> {
  if (attempt.kind !== 'password' || !attempt.account) return;
  const failures = await countTargetFailures(deps.db, attempt.kind, attempt.target);
  if (failures === THROTTLE_RULES.target.freeTries)
    await mailSignInFailures(deps.config, attempt.account.email, readerLocale(attempt.account), failures);
}

/** The attempt failed for another reason than a wrong guess (an expired code, a bad new password): it does not count. */
export const attemptDropped = ({ db }: AppDeps, attempt: PendingAttempt) => deleteFailure(db, attempt.id);

/** A success from this source: its own failures at the target (this attempt's record too) are forgotten, others' not. */
export const attemptSucceeded = ({ db }: AppDeps, attempt: PendingAttempt) => clearFailures(db, attempt.kind, attempt.target, attempt.ip);

/** The owner proved the address (a reset code): every source's failed sign-ins at it are forgotten. */
export const addressProven = ({ db }: AppDeps, email: string) => clearFailures(db, 'password', email);

/**
 * A signed-in person confirms an action with their password (change it, delete the account, change bank details,
 * unlock admin actions). These count as sign-in attempts at the account's address, so a stolen session is never a way
 * to guess the password faster than the sign-in form allows. Answers whether the password was right.
 */
export async function confirmOwnPassword(deps: AppDeps, account: AccountRow, password: string, ip: string): Promise<boolean> {
  const attempt = await startAttempt(deps, { kind: 'password', target: account.email, ip, account });
  if (!(await verifyPassword(account.password_hash, password))) {
    await attemptFailed(deps, attempt);
    return false;
  }
  await attemptSucceeded(deps, attempt);
  return true;
}

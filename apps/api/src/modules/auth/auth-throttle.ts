import type { AppDeps } from '../../app-deps';
import type { AuthFailureKind } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { mailSignInFailures } from './account-mail';
import type { AccountRow } from './auth.repo';
import { clearFailures, countFailures, type FailureCount, hasSignedInFrom, recordFailure } from './auth-failures.repo';
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

function slowDown(kind: AuthFailureKind, seconds: number): HttpError {
  const [amount, unit] = seconds < 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  const what = kind === 'password' ? 'failed sign-in attempts' : 'wrong codes';
  return new HttpError(429, `Too many ${what}. Please wait ${amount} ${amount === 1 ? unit : `${unit}s`} and try again.`);
}

/** Refuses (429, saying how long to wait) an attempt that comes too soon after failures. Call before checking anything. */
export async function assertMayTry({ db }: AppDeps, attempt: Attempt): Promise<void> {
  const failures = await countFailures(db, attempt.kind, attempt.target, attempt.ip);
  let wait = Math.max(secondsLeft(failures.pair, THROTTLE_RULES.pair), secondsLeft(failures.source, THROTTLE_RULES.source));
  const targetWait = secondsLeft(failures.target, THROTTLE_RULES.target);
  if (targetWait > wait) {
    const ownDevice = attempt.account && (await hasSignedInFrom(db, attempt.account.id, attempt.ip, TOKEN_LIFETIME_DAYS));
    if (!ownDevice) wait = targetWait;
  }
  if (wait > 0) throw slowDown(attempt.kind, wait);
}

/** Counts a failure; tells the owner once, when the account's address starts being slowed down. */
export async function countFailure(deps: AppDeps, attempt: Attempt): Promise<void> {
  const failures = await recordFailure(deps.db, attempt.kind, attempt.target, attempt.ip);
  if (attempt.kind === 'password' && attempt.account && failures === THROTTLE_RULES.target.freeTries) {
    await mailSignInFailures(deps.config, attempt.account.email, failures);
  }
}

/** A success from this source: its own failures at the target are forgotten, other sources' are not. */
export const succeeded = ({ db }: AppDeps, attempt: Attempt) => clearFailures(db, attempt.kind, attempt.target, attempt.ip);

/** The owner proved the address (a reset code): every source's failed sign-ins at it are forgotten. */
export const addressProven = ({ db }: AppDeps, email: string) => clearFailures(db, 'password', email);

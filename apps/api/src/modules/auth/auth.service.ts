import {
  type AccountUser,
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type CodeSent,
  type Locale,
  type LoginBody,
  type RegisterBody,
  type Registration,
  type Role,
  type SetPasswordBody,
  type SignedIn,
  type VerifyForgotBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { CodePurposeValue } from '../../db/schema';
import { HttpError, invalidField } from '../../http/http-error';
import { readerLocale, readerLocaleOfAddress } from '../../mail/reader-locale';
import { presentAccount, readEmail, readName, readPhone } from './account-input';
import { mailCode, mailRegistrationAttempt, textPhoneCode } from './account-mail';
import { claimNotice } from './account-notices.repo';
import {
  type AccountRow,
  addRole,
  applyPendingEmail,
  findAccountByEmail,
  findAccountById,
  findAccountByPendingEmail,
  findAccountWithUnverifiedPhone,
  findReferrerId,
  insertAccount,
  markEmailVerified,
  markPhoneVerified,
  setPasswordHash,
} from './auth.repo';
import { addressProven, attemptDropped, attemptFailed, attemptSucceeded, confirmOwnPassword, startAttempt } from './auth-throttle';
import { type ConsumedCode, consumeCode, issueCode, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from './otp';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions, revokeSession, type SessionUser } from './sessions';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface Outcome<T> {
  data: T;
  message: string;
}

/** The refusal of a sign-in for a role the account lacks, a whole sentence per role so that each language can word it. */
const ROLE_REFUSALS: Record<Role, string> = {
  buyer: 'This account is not registered as a buyer. Sign up as a buyer with the same e-mail address and password to add it.',
  contributor:
    'This account is not registered as a contributor. Sign up as a contributor with the same e-mail address and password to add it.',
  admin: 'This account does not have administrator access.',
};

const codeSent = (sentTo: string): CodeSent => ({
  sent_to: sentTo,
  expires_in_seconds: OTP_TTL_SECONDS,
  resend_after_seconds: OTP_RESEND_SECONDS,
});

const sourceOf = (client: ClientInfo) => client.ip ?? 'unknown';

/** How often the owner of an address is told at most that someone tried to sign up with it. */
const NOTICE_HOURS = 1;

/** Sends a code unless one went out in the last minute: for flows that must not tell whether an address exists. */
async function sendCodeQuietly(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return;
    throw error;
  }
}

/**
 * Issues a code for an address or number that nobody is waiting on, and delivers it nowhere. It makes the answers of
 * the code calls the same whatever the target: the same "wait a minute" after asking twice, the same "wrong code, n
 * tries left" after a guess. It can never be entered right (nobody saw it), and it belongs to no account.
 */
function issueUndeliveredCode({ db, config }: AppDeps, purpose: CodePurposeValue, target: string) {
  return issueCode(db, config, purpose, target, null, async () => {});
}

export async function sendEmailVerification({ db, config }: AppDeps, account: AccountRow, requestLocale?: Locale): Promise<void> {
  const locale = readerLocale(account, requestLocale);
  await issueCode(db, config, 'email_verify', account.email, account.id, (code) =>
    mailCode(config, 'email_verify', account.email, code, locale),
  );
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

/**
 * Checks a code behind the same slow-down as sign-in (per source and per address, never a lock), so that guessing
 * codes for someone else's address is as slow as guessing their password.
 */
async function consumeThrottledCode(
  deps: AppDeps,
  client: ClientInfo,
  purposes: CodePurposeValue[],
  target: string,
  code: string,
  field: string,
): Promise<ConsumedCode> {
  const attempt = await startAttempt(deps, { kind: 'code', target, ip: sourceOf(client) });
  try {
    const used = await consumeCode(deps.db, deps.config, purposes, target, code, field);
    await attemptSucceeded(deps, attempt);
    return used;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) await attemptFailed(deps, attempt);
    else await attemptDropped(deps, attempt);
    throw error;
  }
}

/**
 * An address that already has an account: the page answers as for a new one, and the owner is e-mailed. Someone
 * signing up for the other role with the account's own password gets that role added (the password proves it is the
 * owner); the e-mail says so. Costs one password hash either way, like creating an account does.
 */
async function registerExistingAddress(
  deps: AppDeps,
  existing: AccountRow,
  role: 'buyer' | 'contributor',
  password: string,
  locale?: Locale,
) {
  const passwordMatches = await verifyPassword(existing.password_hash, password);
  const roleAdded = passwordMatches && !existing.roles.includes(role);
  if (roleAdded) await addRole(deps.db, existing.id, role, existing.name);
  // A role added is always told; a mere attempt at most hourly, or anyone could flood the owner's inbox from many places.
  if (roleAdded || (await claimNotice(deps.db, existing.email, 'registration_attempt', NOTICE_HOURS))) {
    await mailRegistrationAttempt(deps.config, existing.email, readerLocale(existing, locale), { role, roleAdded });
  }
  // A new account would have been sent a verification code: the same wait applies before asking for another.
  await sendCodeQuietly(() =>
    existing.email_verified_at ? issueUndeliveredCode(deps, 'email_verify', existing.email) : sendEmailVerification(deps, existing, locale),
  );
}

export async function register(deps: AppDeps, body: RegisterBody, now = new Date(), locale?: Locale): Promise<Outcome<Registration>> {
  const { db } = deps;
  const email = readEmail(body.email);
  const name = readName(body.name);
  const phone = body.phone?.trim() ? readPhone(body.phone) : null;
  assertNewPassword(body.password, body.confirm_password, email);
  const role: Registration['user']['role'] = body.is_contributor ? 'contributor' : 'buyer';
  const referralCode = body.referal_code?.trim().toUpperCase();
  const referredBy = referralCode ? await findReferrerId(db, referralCode) : null;
  if (referredBy === undefined) throw invalidField('referal_code', AUTH_MESSAGES.invalidReferral);
  // Every check that can refuse is above this line and does not depend on whether the address has an account.
  const answer: Outcome<Registration> = {
    data: { user: { name, email, phone, role } },
    message: AUTH_MESSAGES.registered,
  };

  const existing = await findAccountByEmail(db, email);
  if (existing) {
    await registerExistingAddress(deps, existing, role, body.password, locale);
    return answer;
  }
  let userId: number;
  try {
    userId = await insertAccount(db, {
      name,
      email,
      phone,
      passwordHash: await hashPassword(body.password),
      role,
      referredBy,
      createdAt: now,
    });
  } catch (error) {
    // The same address registering twice at once: the second loses the race on the unique index, and is answered alike.
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    if (await claimNotice(db, email, 'registration_attempt', NOTICE_HOURS)) {
      await mailRegistrationAttempt(deps.config, email, await readerLocaleOfAddress(db, email, locale), { role, roleAdded: false });
    }
    return answer;
  }
  const account = await findAccountById(db, userId);
  if (!account) throw new Error(`account ${userId} vanished after insert`);
  await sendEmailVerification(deps, account, locale);
  return answer;
}

/** Sends a code to an address that is waiting to be verified: a new account's, or an e-mail change's. */
export async function sendEmailOtp(deps: AppDeps, rawEmail: string, locale?: Locale): Promise<Outcome<CodeSent>> {
  const { db, config } = deps;
  const email = readEmail(rawEmail);
  const account = await findAccountByEmail(db, email);
  if (account && !account.email_verified_at) {
    await sendEmailVerification(deps, account, locale);
  } else {
    const changing = await findAccountByPendingEmail(db, email);
    if (changing) {
      const changeLocale = readerLocale(changing, locale);
      await issueCode(db, config, 'email_change', email, changing.id, (code) =>
        mailCode(config, 'email_change', email, code, changeLocale),
      );
    } else {
      await issueUndeliveredCode(deps, 'email_verify', email);
    }
  }
  return { data: codeSent(email), message: AUTH_MESSAGES.emailCodeSent };
}

export async function verifyEmailOtp(
  deps: AppDeps,
  rawEmail: string,
  code: string,
  client: ClientInfo,
  now = new Date(),
): Promise<Outcome<{ user: AccountUser }>> {
  const { db } = deps;
  const email = readEmail(rawEmail);
  const used = await consumeThrottledCode(deps, client, ['email_verify', 'email_change'], email, code, 'email_otp');
  if (used.userId === null) throw invalidField('email_otp', AUTH_MESSAGES.codeMissing);
  let message: string = AUTH_MESSAGES.emailVerified;
  if (used.purpose === 'email_change') {
    try {
      if (!(await applyPendingEmail(db, used.userId, email))) throw invalidField('email_otp', AUTH_MESSAGES.codeMissing);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new HttpError(409, 'Another account has started using this e-mail address.');
      throw error;
    }
    message = AUTH_MESSAGES.emailChanged;
  } else {
    await markEmailVerified(db, used.userId, email, now);
  }
  const account = await findAccountById(db, used.userId);
  if (!account) throw invalidField('email_otp', AUTH_MESSAGES.codeMissing);
  return { data: { user: presentAccount(account) }, message };
}

/** Texts a code to a number waiting to be verified, in its account's language, else in the request's. */
export async function sendPhoneOtp(deps: AppDeps, rawPhone: string, requestLocale?: Locale): Promise<Outcome<CodeSent>> {
  const { db, config } = deps;
  const phone = readPhone(rawPhone);
  const account = await findAccountWithUnverifiedPhone(db, phone);
  if (account) {
    const locale = readerLocale(account, requestLocale);
    await issueCode(db, config, 'phone_verify', phone, account.id, (code) => textPhoneCode(config, phone, code, locale));
  } else {
    await issueUndeliveredCode(deps, 'phone_verify', phone);
  }
  return { data: codeSent(phone), message: AUTH_MESSAGES.phoneCodeSent };
}

export async function verifyPhoneOtp(deps: AppDeps, rawPhone: string, code: string, client: ClientInfo): Promise<Outcome<null>> {
  const phone = readPhone(rawPhone);
  const used = await consumeThrottledCode(deps, client, ['phone_verify'], phone, code, 'phone_otp');
  // The code was sent for one account; a number changed since then is not verified by it.
  if (used.userId === null || !(await markPhoneVerified(deps.db, used.userId, phone))) {
    throw invalidField('phone_otp', AUTH_MESSAGES.codeMissing);
  }
  return { data: null, message: AUTH_MESSAGES.phoneVerified };
}

export function loginRole(body: Pick<LoginBody, 'role' | 'is_contributor'>): Role {
  return body.role ?? (body.is_contributor ? 'contributor' : 'buyer');
}

export async function login(deps: AppDeps, body: LoginBody, client: ClientInfo): Promise<Outcome<SignedIn>> {
  const { db, config } = deps;
  const role = loginRole(body);
  const email = readEmail(body.email);
  const account = await findAccountByEmail(db, email);
  const attempt = await startAttempt(deps, { kind: 'password', target: email, ip: sourceOf(client), account });
  // Always one password hash, even for an unknown address, so that timing does not tell which addresses have accounts.
  const matches = await verifyPassword(account?.password_hash ?? null, body.password);
  if (!account || !matches) {
    await attemptFailed(deps, attempt);
    throw new HttpError(400, AUTH_MESSAGES.wrongCredentials);
  }
  await attemptSucceeded(deps, attempt);

  if (account.suspended_at) throw new HttpError(403, AUTH_MESSAGES.suspended);
  if (!account.roles.includes(role)) throw new HttpError(403, ROLE_REFUSALS[role]);
  if (!account.email_verified_at) {
    await sendCodeQuietly(() => sendEmailVerification(deps, account));
    // The field tells clients why, in any language: the e-mail address is what needs verifying.
    throw new HttpError(403, AUTH_MESSAGES.verifyFirst, [{ field: 'email', message: AUTH_MESSAGES.verifyFirst }]);
  }
  const { token } = await createSession(db, config, account.id, role, client);
  return { data: { token, user: presentAccount(account, role) }, message: AUTH_MESSAGES.signedIn };
}

export async function logout({ db }: AppDeps, user: SessionUser): Promise<Outcome<null>> {
  await revokeSession(db, user.sessionId);
  return { data: null, message: AUTH_MESSAGES.signedOut };
}

/** E-mails a reset code to an account's address, or issues one that goes nowhere, so that both answer alike. */
async function sendResetCode(deps: AppDeps, email: string, account: AccountRow | undefined, locale?: Locale): Promise<void> {
  const { db, config } = deps;
  await sendCodeQuietly(() =>
    account
      ? issueCode(db, config, 'password_reset', email, account.id, (code) =>
          mailCode(config, 'password_reset', email, code, readerLocale(account, locale)),
        )
      : issueUndeliveredCode(deps, 'password_reset', email),
  );
}

export async function forgotPassword(deps: AppDeps, rawEmail: string, locale?: Locale): Promise<Outcome<null>> {
  const email = readEmail(rawEmail);
  await sendResetCode(deps, email, await findAccountByEmail(deps.db, email), locale);
  return { data: null, message: AUTH_MESSAGES.forgotSent };
}

/** Sets a password with a code sent to the account's e-mail, which proves the person holds that address. */
async function setPasswordWithCode(
  deps: AppDeps,
  client: ClientInfo,
  { email, code, password }: { email: string; code: string; password: string },
): Promise<AccountRow> {
  const { db } = deps;
  const used = await consumeThrottledCode(deps, client, ['password_reset'], email, code, 'code');
  const account = used.userId === null ? undefined : await findAccountById(db, used.userId);
  if (!account || account.email !== email) throw invalidField('code', AUTH_MESSAGES.codeMissing);
  await setPasswordHash(db, account.id, await hashPassword(password), true);
  await addressProven(deps, email);
  await revokeOtherSessions(db, account.id);
  return account;
}

export async function verifyForgot(deps: AppDeps, body: VerifyForgotBody, client: ClientInfo): Promise<Outcome<null>> {
  const email = readEmail(body.email);
  assertNewPassword(body.new_password, body.confirm_password, email, 'new_password');
  await setPasswordWithCode(deps, client, { email, code: body.code, password: body.new_password });
  return { data: null, message: AUTH_MESSAGES.passwordReset };
}

/**
 * For accounts made without a password (invited, or by social sign-in). Without a code it e-mails one, only to an
 * account that has no password, and says the same thing whatever the address; with the code it sets the password.
 * Nobody can set a password on an account without reading that account's e-mail.
 */
export async function setPassword(deps: AppDeps, body: SetPasswordBody, client: ClientInfo): Promise<Outcome<null>> {
  const email = readEmail(body.email);
  assertNewPassword(body.password, body.confirm_password, email);
  if (body.code !== undefined) {
    await setPasswordWithCode(deps, client, { email, code: body.code, password: body.password });
    return { data: null, message: AUTH_MESSAGES.passwordSet };
  }
  const account = await findAccountByEmail(deps.db, email);
  await sendResetCode(deps, email, account && !account.password_hash ? account : undefined);
  return { data: null, message: AUTH_MESSAGES.setPasswordSent };
}

export async function changePassword(
  deps: AppDeps,
  user: SessionUser,
  body: ChangePasswordBody,
  client: ClientInfo,
): Promise<Outcome<null>> {
  const { db } = deps;
  const account = await findAccountById(db, user.id);
  if (!account) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  if (!account.password_hash) throw invalidField('current_password', AUTH_MESSAGES.noPasswordYet);
  // A stolen session must not become a way to guess the password faster than signing in would.
  if (!(await confirmOwnPassword(deps, account, body.current_password, sourceOf(client)))) {
    throw invalidField('current_password', AUTH_MESSAGES.currentPasswordWrong);
  }
  assertNewPassword(body.new_password, body.confirm_password, account.email, 'new_password');
  await setPasswordHash(db, account.id, await hashPassword(body.new_password), false);
  await revokeOtherSessions(db, account.id, user.sessionId);
  return { data: null, message: AUTH_MESSAGES.passwordChanged };
}

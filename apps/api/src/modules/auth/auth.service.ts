import {
  type AccountUser,
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type CodeSent,
  type LoginBody,
  type RegisterBody,
  type Role,
  type SetPasswordBody,
  type SignedIn,
  type VerifyForgotBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidField } from '../../http/http-error';
import { presentAccount, readEmail, readName, readPhone } from './account-input';
import { mailAccountLocked, mailCode, textPhoneCode } from './account-mail';
import {
  type AccountRow,
  addRole,
  applyPendingEmail,
  clearFailedLogins,
  findAccountByEmail,
  findAccountById,
  findAccountByPendingEmail,
  findAccountWithUnverifiedPhone,
  findReferrerId,
  insertAccount,
  lockMinutesLeft,
  markEmailVerified,
  markPhoneVerified,
  recordFailedLogin,
  setPasswordHash,
} from './auth.repo';
import { consumeCode, issueCode, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from './otp';
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

const ROLE_NAMES: Record<Role, string> = { buyer: 'a buyer', contributor: 'a contributor', admin: 'an administrator' };

const codeSent = (sentTo: string): CodeSent => ({
  sent_to: sentTo,
  expires_in_seconds: OTP_TTL_SECONDS,
  resend_after_seconds: OTP_RESEND_SECONDS,
});

/** Sends a code unless one went out in the last minute: for flows that must not tell whether an address exists. */
async function sendCodeQuietly(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return;
    throw error;
  }
}

async function sendEmailVerification({ db, config }: AppDeps, account: AccountRow): Promise<void> {
  await issueCode(db, config, 'email_verify', account.email, account.id, (code) => mailCode(config, 'email_verify', account.email, code));
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

/** Refuses a locked account with 429 and how long to wait. */
async function assertNotLocked({ db }: AppDeps, account: AccountRow): Promise<void> {
  const minutes = await lockMinutesLeft(db, account.id);
  if (minutes > 0) {
    throw new HttpError(
      429,
      `This account is locked after too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password.`,
    );
  }
}

/** A wrong password for an existing account: counts towards the lock, and tells the owner when it locks. */
async function failedPassword(deps: AppDeps, account: AccountRow, wrong: HttpError): Promise<never> {
  const { locked } = await recordFailedLogin(deps.db, account.id);
  if (locked) {
    await mailAccountLocked(deps.config, account.email);
    throw new HttpError(429, AUTH_MESSAGES.accountLocked);
  }
  throw wrong;
}

export async function register(deps: AppDeps, body: RegisterBody): Promise<Outcome<{ user: AccountUser }>> {
  const { db } = deps;
  const email = readEmail(body.email);
  const name = readName(body.name);
  const phone = body.phone?.trim() ? readPhone(body.phone) : null;
  if (body.password !== body.confirm_password) throw invalidField('confirm_password', AUTH_MESSAGES.passwordsDiffer);
  const role: Role = body.is_contributor ? 'contributor' : 'buyer';

  const existing = await findAccountByEmail(db, email);
  if (existing) {
    if (existing.roles.includes(role))
      throw new HttpError(409, AUTH_MESSAGES.emailTaken, [{ field: 'email', message: AUTH_MESSAGES.emailTaken }]);
    if (!existing.password_hash) throw new HttpError(409, AUTH_MESSAGES.existingAccountWithoutPassword);
    await assertNotLocked(deps, existing);
    if (!(await verifyPassword(existing.password_hash, body.password))) {
      await failedPassword(deps, existing, invalidField('password', AUTH_MESSAGES.existingAccountPassword));
    }
    await clearFailedLogins(db, existing.id);
    await addRole(db, existing.id, role, existing.name);
    const updated = await findAccountById(db, existing.id);
    if (!updated) throw new Error(`account ${existing.id} vanished while adding a role`);
    if (!updated.email_verified_at) await sendCodeQuietly(() => sendEmailVerification(deps, updated));
    return { data: { user: presentAccount(updated, role) }, message: AUTH_MESSAGES.roleAdded };
  }

  assertNewPassword(body.password, body.confirm_password, email);
  const referralCode = body.referal_code?.trim().toUpperCase();
  const referredBy = referralCode ? await findReferrerId(db, referralCode) : null;
  if (referredBy === undefined) throw invalidField('referal_code', AUTH_MESSAGES.invalidReferral);

  let userId: number;
  try {
    userId = await insertAccount(db, { name, email, phone, passwordHash: await hashPassword(body.password), role, referredBy });
  } catch (error) {
    // The same address registering twice at once: the second loses the race on the unique index.
    if (isUniqueViolation(error, 'users_email_key')) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
  const account = await findAccountById(db, userId);
  if (!account) throw new Error(`account ${userId} vanished after insert`);
  await sendEmailVerification(deps, account);
  return { data: { user: presentAccount(account, role) }, message: AUTH_MESSAGES.registered };
}

/** Sends a code to an address that is waiting to be verified: a new account's, or an e-mail change's. */
export async function sendEmailOtp(deps: AppDeps, rawEmail: string): Promise<Outcome<CodeSent>> {
  const { db, config } = deps;
  const email = readEmail(rawEmail);
  const account = await findAccountByEmail(db, email);
  if (account && !account.email_verified_at) {
    await sendEmailVerification(deps, account);
  } else {
    const changing = await findAccountByPendingEmail(db, email);
    if (changing) {
      await issueCode(db, config, 'email_change', email, changing.id, (code) => mailCode(config, 'email_change', email, code));
    }
  }
  return { data: codeSent(email), message: AUTH_MESSAGES.emailCodeSent };
}

export async function verifyEmailOtp(deps: AppDeps, rawEmail: string, code: string): Promise<Outcome<{ user: AccountUser }>> {
  const { db, config } = deps;
  const email = readEmail(rawEmail);
  const used = await consumeCode(db, config, ['email_verify', 'email_change'], email, code, 'email_otp');
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
    await markEmailVerified(db, used.userId, email);
  }
  const account = await findAccountById(db, used.userId);
  if (!account) throw invalidField('email_otp', AUTH_MESSAGES.codeMissing);
  return { data: { user: presentAccount(account) }, message };
}

export async function sendPhoneOtp({ db, config }: AppDeps, rawPhone: string): Promise<Outcome<CodeSent>> {
  const phone = readPhone(rawPhone);
  const account = await findAccountWithUnverifiedPhone(db, phone);
  if (account) {
    await issueCode(db, config, 'phone_verify', phone, account.id, (code) => textPhoneCode(config, phone, code));
  }
  return { data: codeSent(phone), message: AUTH_MESSAGES.phoneCodeSent };
}

export async function verifyPhoneOtp({ db, config }: AppDeps, rawPhone: string, code: string): Promise<Outcome<null>> {
  const phone = readPhone(rawPhone);
  const used = await consumeCode(db, config, ['phone_verify'], phone, code, 'phone_otp');
  // The code was sent for one account; a number changed since then is not verified by it.
  if (used.userId === null || !(await markPhoneVerified(db, used.userId, phone))) {
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
  const wrong = new HttpError(400, AUTH_MESSAGES.wrongCredentials);
  const email = readEmail(body.email);
  const account = await findAccountByEmail(db, email);
  if (!account) {
    // As slow as a wrong password, so that timing does not tell which addresses have accounts.
    await verifyPassword(null, body.password);
    throw wrong;
  }
  await assertNotLocked(deps, account);
  if (!(await verifyPassword(account.password_hash, body.password))) await failedPassword(deps, account, wrong);
  await clearFailedLogins(db, account.id);

  if (!account.roles.includes(role)) {
    const message =
      role === 'admin'
        ? 'This account does not have administrator access.'
        : `This account is not registered as ${ROLE_NAMES[role]}. Sign up as ${ROLE_NAMES[role]} with the same e-mail address and password to add it.`;
    throw new HttpError(403, message);
  }
  if (!account.email_verified_at) {
    await sendCodeQuietly(() => sendEmailVerification(deps, account));
    throw new HttpError(403, AUTH_MESSAGES.verifyFirst);
  }
  const { token } = await createSession(db, config, account.id, role, client);
  return { data: { token, user: presentAccount(account, role) }, message: AUTH_MESSAGES.signedIn };
}

export async function logout({ db }: AppDeps, user: SessionUser): Promise<Outcome<null>> {
  await revokeSession(db, user.sessionId);
  return { data: null, message: AUTH_MESSAGES.signedOut };
}

export async function forgotPassword(deps: AppDeps, rawEmail: string): Promise<Outcome<null>> {
  const { db, config } = deps;
  const email = readEmail(rawEmail);
  const account = await findAccountByEmail(db, email);
  if (account) {
    await sendCodeQuietly(async () => {
      await issueCode(db, config, 'password_reset', email, account.id, (code) => mailCode(config, 'password_reset', email, code));
    });
  }
  return { data: null, message: AUTH_MESSAGES.forgotSent };
}

/** Sets a password with a code sent to the account's e-mail, which proves the person holds that address. */
async function setPasswordWithCode(deps: AppDeps, email: string, code: string, password: string): Promise<AccountRow> {
  const { db, config } = deps;
  const used = await consumeCode(db, config, ['password_reset'], email, code, 'code');
  const account = used.userId === null ? undefined : await findAccountById(db, used.userId);
  if (!account || account.email !== email) throw invalidField('code', AUTH_MESSAGES.codeMissing);
  await setPasswordHash(db, account.id, await hashPassword(password), true);
  await revokeOtherSessions(db, account.id);
  return account;
}

export async function verifyForgot(deps: AppDeps, body: VerifyForgotBody): Promise<Outcome<null>> {
  const email = readEmail(body.email);
  assertNewPassword(body.new_password, body.confirm_password, email, 'new_password');
  await setPasswordWithCode(deps, email, body.code, body.new_password);
  return { data: null, message: AUTH_MESSAGES.passwordReset };
}

/**
 * For accounts made without a password (invited, or by social sign-in). Without a code it e-mails one, only to an
 * account that has no password, and says the same thing whatever the address; with the code it sets the password.
 * Nobody can set a password on an account without reading that account's e-mail.
 */
export async function setPassword(deps: AppDeps, body: SetPasswordBody): Promise<Outcome<null>> {
  const { db, config } = deps;
  const email = readEmail(body.email);
  assertNewPassword(body.password, body.confirm_password, email);
  if (body.code !== undefined) {
    await setPasswordWithCode(deps, email, body.code, body.password);
    return { data: null, message: AUTH_MESSAGES.passwordSet };
  }
  const account = await findAccountByEmail(db, email);
  if (account && !account.password_hash) {
    await sendCodeQuietly(async () => {
      await issueCode(db, config, 'password_reset', email, account.id, (code) => mailCode(config, 'password_reset', email, code));
    });
  }
  return { data: null, message: AUTH_MESSAGES.setPasswordSent };
}

export async function changePassword(deps: AppDeps, user: SessionUser, body: ChangePasswordBody): Promise<Outcome<null>> {
  const { db } = deps;
  const account = await findAccountById(db, user.id);
  if (!account) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  if (!account.password_hash) throw invalidField('current_password', AUTH_MESSAGES.noPasswordYet);
  if (!(await verifyPassword(account.password_hash, body.current_password))) {
    throw invalidField('current_password', AUTH_MESSAGES.currentPasswordWrong);
  }
  assertNewPassword(body.new_password, body.confirm_password, account.email, 'new_password');
  await setPasswordHash(db, account.id, await hashPassword(body.new_password), false);
  await revokeOtherSessions(db, account.id, user.sessionId);
  return { data: null, message: AUTH_MESSAGES.passwordChanged };
}

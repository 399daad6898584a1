import { randomBytes } from 'node:crypto';
import { type AccountUser, AUTH_MESSAGES, type LastActivity, type Locale, type ProfileUpdateBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidField } from '../../http/http-error';
import { readerLocale } from '../../mail/reader-locale';
import { storageKeys } from '../../storage/storage-key';
import { presentAccount, readEmail, readName, readPhone } from '../auth/account-input';
import { mailCode } from '../auth/account-mail';
import { findAccountById } from '../auth/auth.repo';
import type { Outcome } from '../auth/auth.service';
import { issueCode } from '../auth/otp';
import type { SessionUser } from '../auth/sessions';
import { avatarFrom } from './avatar-upload';
import { findLastActivity, isEmailInUse, type ProfileChanges, updateLocale, updateProfile, upsertLastActivity } from './profile.repo';

async function accountOf({ db }: AppDeps, user: SessionUser) {
  const account = await findAccountById(db, user.id);
  if (!account) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return account;
}

export async function getProfile(deps: AppDeps, user: SessionUser): Promise<Outcome<{ user: AccountUser }>> {
  return { data: { user: presentAccount(await accountOf(deps, user), user.role) }, message: 'OK' };
}

/**
 * Updates the name and phone at once (a new phone must be verified again). A new e-mail is only held as pending:
 * a code goes to it, and it replaces the current one when that code is entered at /verify/otp.
 */
export async function updateOwnProfile(
  deps: AppDeps,
  user: SessionUser,
  body: ProfileUpdateBody,
  avatar?: Buffer,
): Promise<Outcome<{ user: AccountUser }>> {
  const { db, config } = deps;
  const account = await accountOf(deps, user);
  const changes: ProfileChanges = {};
  // The picture is checked and made first: a bad one refuses the whole update and changes nothing.
  const avatarImage = avatar ? await avatarFrom(avatar) : undefined;
  if (body.name !== undefined) changes.name = readName(body.name);
  if (body.phone !== undefined) {
    const phone = body.phone.trim() ? readPhone(body.phone) : null;
    if (phone !== account.phone) changes.phone = phone;
  }
  let newEmail: string | undefined;
  if (body.email !== undefined && body.email.trim() !== '') {
    const email = readEmail(body.email);
    if (email === account.email) {
      if (account.pending_email) changes.pendingEmail = null;
    } else {
      if (await isEmailInUse(db, email, account.id))
        throw new HttpError(409, 'Another account already uses this e-mail address.', [
          { field: 'email', message: 'Another account already uses this e-mail address.' },
        ]);
      newEmail = email;
      changes.pendingEmail = email;
    }
  }
  if (newEmail) {
    // The code goes out first, so that a refused resend or a failed delivery changes nothing.
    const target = newEmail;
    await issueCode(db, config, 'email_change', target, account.id, (code) =>
      mailCode(config, 'email_change', target, code, readerLocale(account)),
    );
  }
  const { storage } = deps;
  if (avatarImage) {
    changes.avatarKey = storageKeys.avatar(account.id, randomBytes(8).toString('hex'));
    await storage.put(changes.avatarKey, avatarImage, 'image/webp');
  }
  await updateProfile(db, account.id, changes);
  // A new avatar gets a new key (caches keep the old one a week), so the old file goes once the new one is in place.
  if (avatarImage && account.avatar_key) await storage.delete(account.avatar_key);
  const updated = await accountOf(deps, user);
  return {
    data: { user: presentAccount(updated, user.role) },
    message: newEmail ? AUTH_MESSAGES.emailChangePending : AUTH_MESSAGES.profileUpdated,
  };
}

/** The interface language of whoever is signed in, whatever their role: the account has one, shared by its roles. */
export async function setOwnLocale(deps: AppDeps, user: SessionUser, locale: Locale): Promise<Outcome<{ user: AccountUser }>> {
  const account = await accountOf(deps, user);
  await updateLocale(deps.db, account.id, locale);
  return { data: { user: presentAccount(await accountOf(deps, user), user.role) }, message: AUTH_MESSAGES.localeSaved };
}

export async function getLastActivity({ db }: AppDeps, user: SessionUser): Promise<Outcome<LastActivity>> {
  const row = await findLastActivity(db, user.id);
  return {
    data: row ? { url: row.url, session_id: row.session_id, updated_at: row.updated_at.toISOString() } : null,
    message: row ? 'OK' : 'No activity recorded yet.',
  };
}

/** Only a path on this site is remembered, so that "continue where you left off" can never lead elsewhere. */
export async function recordLastActivity(
  { db }: AppDeps,
  user: SessionUser,
  url: string,
  sessionId: string,
): Promise<Outcome<LastActivity>> {
  const path = url.trim();
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) {
    throw invalidField('url', 'url must be a path on this site, starting with a single /.');
  }
  const row = await upsertLastActivity(db, user.id, path, sessionId.trim());
  return { data: { url: row.url, session_id: row.session_id, updated_at: row.updated_at.toISOString() }, message: 'Saved.' };
}

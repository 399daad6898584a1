import { randomBytes } from 'node:crypto';
import type { ContributorProfile, ContributorProfileUpdateBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidField } from '../../http/http-error';
import { storageKeys } from '../../storage/storage-key';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { publicMediaUrl } from '../catalogue/media-urls';
import { avatarFrom } from './avatar-upload';
import { type ContributorProfileRow, findContributorProfile, updateContributorProfile } from './contributor-profile.repo';
import { updateProfile } from './profile.repo';

function present(row: ContributorProfileRow): ContributorProfile {
  return { ...row, avatar_url: row.avatar_key ? publicMediaUrl(row.avatar_key) : null };
}

function readLink(raw: string, index: number): string {
  const text = raw.trim();
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw invalidField(`links.${index}`, 'Each link must be a web address starting with https:// or http://.');
  }
  return url.toString();
}

function readText(field: string, raw: string | undefined, required: boolean): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw.replace(/\s+/g, ' ').trim();
  if (required && text.length === 0) throw invalidField(field, 'The public name must not be empty.');
  return text;
}

export async function getOwnContributorProfile(deps: AppDeps, user: SessionUser): Promise<Outcome<{ profile: ContributorProfile }>> {
  const row = await findContributorProfile(deps.db, user.id);
  if (!row) throw new HttpError(404, 'This account has no contributor profile.');
  return { data: { profile: present(row) }, message: 'OK' };
}

/** The public side of a contributor (name, bio, location, links, avatar), as the portfolio shows it. */
export async function updateOwnContributorProfile(
  deps: AppDeps,
  user: SessionUser,
  body: ContributorProfileUpdateBody,
  avatar?: Buffer,
): Promise<Outcome<{ profile: ContributorProfile }>> {
  const current = await findContributorProfile(deps.db, user.id);
  if (!current) throw new HttpError(404, 'This account has no contributor profile.');
  const changes = {
    display_name: readText('display_name', body.display_name, true),
    bio: readText('bio', body.bio, false),
    location: readText('location', body.location, false),
    links: body.links?.filter((link) => link.trim() !== '').map(readLink),
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const avatarImage = avatar ? await avatarFrom(avatar) : undefined;
  const { storage } = deps;
  let avatarKey: string | undefined;
  if (avatarImage) {
    avatarKey = storageKeys.avatar(user.id, randomBytes(8).toString('hex'));
    await storage.put(avatarKey, avatarImage, 'image/webp');
  }
  await deps.db.transaction().execute(async (trx) => {
    await updateContributorProfile(trx, user.id, defined);
    if (avatarKey) await updateProfile(trx, user.id, { avatarKey });
  });
  if (avatarKey && current.avatar_key) await storage.delete(current.avatar_key);
  const updated = await findContributorProfile(deps.db, user.id);
  return { data: { profile: present(updated as ContributorProfileRow) }, message: 'Your public profile is saved.' };
}

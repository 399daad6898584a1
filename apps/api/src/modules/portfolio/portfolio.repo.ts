import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

export interface PortfolioOwnerRow {
  user_id: number;
  display_name: string;
  slug: string;
  bio: string;
  location: string;
  links: string[];
  avatar_key: string | null;
  cover_media_id: number | null;
  featured_media_ids: number[];
  created_at: Date;
}

// A suspended contributor's public page is gone (404) until the account is reactivated.
function ownerQuery(db: Db) {
  return db
    .selectFrom('contributors as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.user_id',
      'c.display_name',
      'c.slug',
      'c.bio',
      'c.location',
      'c.links',
      'u.avatar_key',
      'c.cover_media_id',
      'c.featured_media_ids',
      'c.created_at',
    ])
    .where('u.deleted_at', 'is', null)
    .where('u.suspended_at', 'is', null);
}

export async function findPortfolioOwner(db: Db, userId: number): Promise<PortfolioOwnerRow | undefined> {
  return ownerQuery(db).where('c.user_id', '=', userId).executeTakeFirst();
}

export async function findPortfolioOwnerBySlug(db: Db, slug: string): Promise<PortfolioOwnerRow | undefined> {
  return ownerQuery(db).where('c.slug', '=', slug).executeTakeFirst();
}

/** Counts buyers look for: how many published images and videos, and how often they were downloaded. */
export async function portfolioCounts(db: Db, userId: number) {
  const row = await db
    .selectFrom('media_files')
    .select([
      sql<string>`count(*)`.as('files'),
      sql<string>`count(*) FILTER (WHERE type = 'IMAGE')`.as('images'),
      sql<string>`count(*) FILTER (WHERE type = 'VIDEO')`.as('videos'),
      sql<string>`coalesce(sum(downloads), 0)`.as('downloads'),
    ])
    .where('contributor_id', '=', userId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), images: Number(row.images), videos: Number(row.videos), downloads: Number(row.downloads) };
}

/** One page of the contributor's published files, newest first. */
export async function publishedFileIds(
  db: Db,
  userId: number,
  type: MediaTypeValue | undefined,
  window: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  let base = db.selectFrom('media_files').where('contributor_id', '=', userId).where('status', '=', 'published');
  if (type) base = base.where('type', '=', type);
  const [rows, count] = await Promise.all([
    base.select('id').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.n) };
}

/** Which of these ids are published files of this contributor. */
export async function ownPublishedIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('media_files')
    .select('id')
    .where('contributor_id', '=', userId)
    .where('status', '=', 'published')
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function updatePortfolioPicks(
  db: Db,
  userId: number,
  picks: { cover_media_id?: number | null; featured_media_ids?: number[] },
): Promise<void> {
  if (Object.keys(picks).length === 0) return;
  await db.updateTable('contributors').set(picks).where('user_id', '=', userId).execute();
}

/** Every public portfolio with at least one published file, for the sitemap. */
export async function portfoliosWithFiles(db: Db): Promise<{ slug: string }[]> {
  return db
    .selectFrom('contributors as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select('c.slug')
    .where('u.deleted_at', 'is', null)
    .where('u.suspended_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('media_files as f').select('f.id').whereRef('f.contributor_id', '=', 'c.user_id').where('f.status', '=', 'published'),
      ),
    )
    .orderBy('c.slug')
    .execute();
}

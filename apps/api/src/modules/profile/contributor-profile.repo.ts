import type { Db } from '../../db/connection';

export interface ContributorProfileRow {
  user_id: number;
  display_name: string;
  slug: string;
  bio: string;
  location: string;
  links: string[];
  avatar_key: string | null;
}

export async function findContributorProfile(db: Db, userId: number): Promise<ContributorProfileRow | undefined> {
  return db
    .selectFrom('contributors as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.display_name', 'c.slug', 'c.bio', 'c.location', 'c.links', 'u.avatar_key'])
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateContributorProfile(
  db: Db,
  userId: number,
  changes: { display_name?: string; bio?: string; location?: string; links?: string[] },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('contributors').set(changes).where('user_id', '=', userId).execute();
}

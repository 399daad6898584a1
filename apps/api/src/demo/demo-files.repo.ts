import type { AgeGroup } from '@stock/contracts';
import type { Db } from '../db/connection';

/** Records who a generated picture shows, as a contributor states it on the edit page, before the file is published. */
export async function setDemoFilePeople(db: Db, mediaId: number, people: { count: number; ageGroups: AgeGroup[] }): Promise<void> {
  await db.updateTable('media_files').set({ people_count: people.count, age_groups: people.ageGroups }).where('id', '=', mediaId).execute();
}

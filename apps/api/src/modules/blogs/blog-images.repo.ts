import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { BlogImagesTable } from '../../db/schema';

export async function insertBlogImage(db: Db, values: Insertable<BlogImagesTable>): Promise<void> {
  await db.insertInto('blog_images').values(values).execute();
}

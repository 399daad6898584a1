import type { BlogTranslationLanguage, Language } from '@stock/contracts';
import type { Db } from '../../db/connection';

export interface TranslationValues {
  title: string;
  excerpt: string;
  body_markdown: string;
  body_html: string;
}

const COLUMNS = ['lang', 'title', 'excerpt', 'body_markdown', 'body_html', 'updated_at'] as const;

export async function translationsOf(db: Db, postId: number) {
  const rows = await db.selectFrom('blog_post_translations').select(COLUMNS).where('post_id', '=', postId).orderBy('lang').execute();
  return rows.map((row) => ({ ...row, lang: row.lang as BlogTranslationLanguage }));
}

/** Adds the post's translation into `lang`, or replaces the one it has. */
export async function saveTranslation(db: Db, postId: number, lang: BlogTranslationLanguage, values: TranslationValues) {
  const row = await db
    .insertInto('blog_post_translations')
    .values({ post_id: postId, lang, ...values })
    .onConflict((conflict) => conflict.columns(['post_id', 'lang']).doUpdateSet({ ...values, updated_at: new Date() }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...row, lang: row.lang as BlogTranslationLanguage };
}

export async function deleteTranslation(db: Db, postId: number, lang: BlogTranslationLanguage): Promise<boolean> {
  const result = await db.deleteFrom('blog_post_translations').where('post_id', '=', postId).where('lang', '=', lang).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The languages a post can be read in: its original's (English) and those of its translations. */
export async function languagesOfPosts(db: Db, postIds: number[]): Promise<Map<number, Language[]>> {
  const byPost = new Map<number, Language[]>(postIds.map((id) => [id, ['en']]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('blog_post_translations')
    .select(['post_id', 'lang'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('lang')
    .execute();
  for (const row of rows) byPost.get(Number(row.post_id))?.push(row.lang as Language);
  return byPost;
}

import type { Language } from '@stock/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { BlogAudienceValue, BlogStatusValue, Database } from '../../db/schema';

/** ILIKE reads %, _ and the backslash as wildcards or escapes; typed text means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface BlogRow {
  id: number;
  audience: BlogAudienceValue;
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  body_html: string;
  cover_url: string | null;
  category_id: number | null;
  category_name: string | null;
  tags: string[];
  author_name: string | null;
  status: BlogStatusValue;
  publish_at: Date | null;
  view_count: number;
  updated_at: Date;
  seo_title: string | null;
  seo_description: string | null;
  /** The language of the title, excerpt and body: the one asked for when the post has it, else the original's. */
  language: Language;
}

type PostQuery = SelectQueryBuilder<
  Database & {
    p: Database['blog_posts'];
    c: Database['blog_categories'];
    u: Database['users'];
    t: Database['blog_post_translations'];
  },
  'p' | 'c' | 'u' | 't',
  BlogRow
>;

/** Posts with what readers see in `lang` where the post has that translation, else the original (English). */
function posts(db: Db, lang: Language = 'en'): PostQuery {
  return db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .leftJoin('blog_post_translations as t', (join) => join.onRef('t.post_id', '=', 'p.id').on('t.lang', '=', lang))
    .select([
      'p.id',
      'p.audience',
      sql<string>`coalesce(t.title, p.title)`.as('title'),
      'p.slug',
      sql<string>`coalesce(t.excerpt, p.excerpt)`.as('excerpt'),
      sql<string>`coalesce(t.body_markdown, p.body_markdown)`.as('body_markdown'),
      sql<string>`coalesce(t.body_html, p.body_html)`.as('body_html'),
      sql<Language>`coalesce(t.lang, 'en')`.as('language'),
      'p.cover_url',
      'p.category_id',
      'c.name as category_name',
      'p.tags',
      'u.name as author_name',
      'p.status',
      'p.publish_at',
      'p.view_count',
      'p.updated_at',
      'p.seo_title',
      'p.seo_description',
    ]) as unknown as PostQuery;
}

/**
 * Words of the original (English) or of the reader's translation, each stemmed by its own language's configuration
 * (`blog_search_config`), so a reader finds a translated post by its words and an untranslated one by the original's.
 * Japanese has neither stemmer nor spaces: its translations match by the text itself.
 */
function matchesText(text: string, lang: Language) {
  const original = sql<boolean>`p.search_vector @@ websearch_to_tsquery('english', ${text})`;
  if (lang === 'en') return original;
  if (lang === 'ja') {
    const like = `%${escapeLike(text)}%`;
    return sql<boolean>`(${original} OR t.title ILIKE ${like} OR t.excerpt ILIKE ${like} OR t.body_markdown ILIKE ${like})`;
  }
  return sql<boolean>`(${original} OR t.search_vector @@ websearch_to_tsquery(blog_search_config(${lang}), ${text}))`;
}

/** Published posts, and scheduled ones whose time has come, of one audience. */
function visible(db: Db, audience: BlogAudienceValue, lang: Language = 'en'): PostQuery {
  return posts(db, lang).where('p.audience', '=', audience).where('p.status', '<>', 'draft').where('p.publish_at', '<=', sql<Date>`now()`);
}

export async function listVisible(
  db: Db,
  audience: BlogAudienceValue,
  filter: { text?: string; categoryId?: number },
  offset: number,
  limit: number,
  lang: Language = 'en',
) {
  let query = visible(db, audience, lang);
  if (filter.text) query = query.where(matchesText(filter.text, lang));
  if (filter.categoryId) query = query.where('p.category_id', '=', filter.categoryId);
  const [rows, count] = await Promise.all([
    query.orderBy('p.publish_at', 'desc').orderBy('p.id', 'desc').offset(offset).limit(limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findVisible(db: Db, audience: BlogAudienceValue, by: { id?: number; slug?: string }, lang: Language = 'en') {
  let query = visible(db, audience, lang);
  if (by.id !== undefined) query = query.where('p.id', '=', by.id);
  if (by.slug !== undefined) query = query.where('p.slug', '=', by.slug);
  return query.executeTakeFirst();
}

export async function recentVisible(db: Db, audience: BlogAudienceValue, limit: number, lang: Language = 'en') {
  return visible(db, audience, lang).orderBy('p.publish_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
}

export async function mostViewedVisible(db: Db, audience: BlogAudienceValue, limit: number, lang: Language = 'en') {
  return visible(db, audience, lang).orderBy('p.view_count', 'desc').orderBy('p.publish_at', 'desc').limit(limit).execute();
}

/** Same category first, then the most shared tags, then the newest. */
export async function similarVisible(
  db: Db,
  audience: BlogAudienceValue,
  post: { id: number; categoryId: number | null; tags: string[] },
  limit: number,
  lang: Language = 'en',
) {
  return visible(db, audience, lang)
    .where('p.id', '<>', post.id)
    .orderBy(sql`(p.category_id IS NOT DISTINCT FROM ${post.categoryId})::int`, 'desc')
    .orderBy(sql`cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest(${post.tags}::text[])))`, 'desc')
    .orderBy('p.publish_at', 'desc')
    .limit(limit)
    .execute();
}

export async function categoriesWithPosts(db: Db, audience: BlogAudienceValue) {
  const rows = await db
    .selectFrom('blog_categories as c')
    .innerJoin('blog_posts as p', 'p.category_id', 'c.id')
    .select(['c.id', 'c.name', 'c.slug', (eb) => eb.fn.countAll<number>().as('post_count')])
    .where('c.audience', '=', audience)
    .where('p.status', '<>', 'draft')
    .where('p.publish_at', '<=', sql<Date>`now()`)
    .groupBy(['c.id', 'c.name', 'c.slug'])
    .orderBy('post_count', 'desc')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({ ...row, post_count: Number(row.post_count) }));
}

/** Titles, as the reader sees them (see `posts`), that start with, contain, or nearly match what was typed. */
export async function suggestTitles(db: Db, audience: BlogAudienceValue, text: string, limit: number, lang: Language = 'en') {
  const title = sql<string>`coalesce(t.title, p.title)`;
  return visible(db, audience, lang)
    .clearSelect()
    .select(['p.id', title.as('title'), 'p.slug'])
    .where(sql<boolean>`(${title} ILIKE ${`%${escapeLike(text)}%`} OR ${text} <% ${title})`)
    .orderBy(sql`word_similarity(${text}, ${title})`, 'desc')
    .limit(limit)
    .execute();
}

/** Counts a view once per reader per day; answers whether this one counted. */
export async function recordView(db: Db, postId: number, reader: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('blog_views')
      .values({ post_id: postId, reader, viewed_on: sql<string>`current_date` as unknown as string })
      .onConflict((conflict) => conflict.doNothing())
      .returning('post_id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .updateTable('blog_posts')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', postId)
      .execute();
    return true;
  });
}

export async function findAny(db: Db, id: number) {
  return posts(db).where('p.id', '=', id).executeTakeFirst();
}

export interface AdminPostFilter {
  audience?: BlogAudienceValue;
  status?: BlogStatusValue;
  categoryId?: number;
  text?: string;
}

/** Every post, drafts included, most recently edited first; the text matches words anywhere or part of the title. */
export async function listAll(db: Db, filter: AdminPostFilter, offset: number, limit: number) {
  let query = posts(db);
  if (filter.audience) query = query.where('p.audience', '=', filter.audience);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.categoryId) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.text) {
    const text = filter.text;
    query = query.where(
      sql<boolean>`(p.search_vector @@ websearch_to_tsquery('english', ${text}) OR p.title ILIKE ${`%${escapeLike(text)}%`})`,
    );
  }
  const [rows, count] = await Promise.all([
    query.orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc').offset(offset).limit(limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function ensureCategory(db: Db, audience: BlogAudienceValue, name: string, slug: string): Promise<number> {
  const row = await db
    .insertInto('blog_categories')
    .values({ audience, name, slug })
    .onConflict((conflict) => conflict.columns(['audience', 'slug']).doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PostValues {
  audience: BlogAudienceValue;
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  body_html: string;
  cover_url: string | null;
  category_id: number | null;
  tags: string[];
  author_id: number | null;
  status: BlogStatusValue;
  publish_at: Date | null;
  seo_title?: string | null;
  seo_description?: string | null;
}

export async function insertPost(db: Db, values: PostValues & { view_count?: number }): Promise<number> {
  return (await db.insertInto('blog_posts').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePost(db: Db, id: number, values: Omit<PostValues, 'author_id'>): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function slugTaken(db: Db, audience: BlogAudienceValue, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('blog_posts').select('id').where('audience', '=', audience).where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

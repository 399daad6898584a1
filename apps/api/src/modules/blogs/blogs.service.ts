import { createHash } from 'node:crypto';
import type { AdminBlogPost, BlogCategory, BlogPost, BlogSummary, Language, SaveBlogPostBody } from '@stock/contracts';
import type { Db } from '../../db/connection';
import type { BlogAudienceValue } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { type PageWindow, paged } from '../../http/pagination';
import { slugify } from '../catalogue/slug';
import { cleanSearchText } from '../search/search-filters';
import * as repo from './blogs.repo';
import { readingMinutes, renderMarkdown } from './markdown';

export const BLOG_NOT_FOUND = 'This article does not exist or is not published.';
const SIDE_LIST_LIMIT = 5;

export function presentSummary(row: repo.BlogRow): BlogSummary {
  return {
    id: row.id,
    blog_id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_url: row.cover_url,
    blog_category_id: row.category_id,
    category: row.category_name,
    tags: row.tags,
    author: row.author_name,
    published_at: row.status === 'draft' || !row.publish_at ? null : row.publish_at.toISOString(),
    view_count: row.view_count,
    reading_minutes: readingMinutes(row.body_markdown),
    language: row.language,
  };
}

const presentPost = (row: repo.BlogRow): BlogPost => ({ ...presentSummary(row), body_html: row.body_html });

const presentAdmin = (row: repo.BlogRow): AdminBlogPost => ({
  ...presentPost(row),
  audience: row.audience,
  status: row.status,
  body_markdown: row.body_markdown,
  publish_at: row.publish_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
  seo_title: row.seo_title,
  seo_description: row.seo_description,
});

export async function listBlogs(
  db: Db,
  audience: BlogAudienceValue,
  query: { query?: string; blog_category_id?: number },
  window: PageWindow,
  lang: Language = 'en',
) {
  const text = cleanSearchText(query.query);
  const { rows, total } = await repo.listVisible(
    db,
    audience,
    { text: text || undefined, categoryId: query.blog_category_id },
    window.offset,
    window.limit,
    lang,
  );
  return paged(rows.map(presentSummary), total, window);
}

/** One article; reading it counts a view once per reader per day. */
export async function readBlog(
  db: Db,
  audience: BlogAudienceValue,
  by: { id?: number; slug?: string },
  reader: string,
  lang: Language = 'en',
): Promise<BlogPost> {
  const row = await repo.findVisible(db, audience, by, lang);
  if (!row) throw notFound(BLOG_NOT_FOUND);
  if (await repo.recordView(db, row.id, reader)) row.view_count += 1;
  return presentPost(row);
}

export async function recentBlogs(db: Db, audience: BlogAudienceValue, lang: Language = 'en') {
  return (await repo.recentVisible(db, audience, SIDE_LIST_LIMIT, lang)).map(presentSummary);
}

export async function mostViewedBlogs(db: Db, audience: BlogAudienceValue, lang: Language = 'en') {
  return (await repo.mostViewedVisible(db, audience, SIDE_LIST_LIMIT, lang)).map(presentSummary);
}

export async function similarBlogs(db: Db, audience: BlogAudienceValue, blogId: number, categoryId?: number, lang: Language = 'en') {
  const post = await repo.findVisible(db, audience, { id: blogId });
  if (!post) throw notFound(BLOG_NOT_FOUND);
  return (
    await repo.similarVisible(
      db,
      audience,
      { id: post.id, categoryId: categoryId ?? post.category_id, tags: post.tags },
      SIDE_LIST_LIMIT,
      lang,
    )
  ).map(presentSummary);
}

export async function blogCategories(db: Db, audience: BlogAudienceValue): Promise<BlogCategory[]> {
  return (await repo.categoriesWithPosts(db, audience)).map((row) => ({
    blog_category_id: row.id,
    name: row.name,
    slug: row.slug,
    post_count: row.post_count,
  }));
}

export async function blogSuggestions(db: Db, audience: BlogAudienceValue, text: string, lang: Language = 'en') {
  const cleaned = cleanSearchText(text);
  if (!cleaned) return [];
  return repo.suggestTitles(db, audience, cleaned, 8, lang);
}

/** A reader is the signed-in person, or else a daily-changing hash of the address and browser: no one is tracked. */
export function readerKey(userId: number | undefined, ip: string, userAgent: string | undefined): string {
  if (userId !== undefined) return `user:${userId}`;
  return `anon:${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}|${new Date().toISOString().slice(0, 10)}`)
    .digest('hex')
    .slice(0, 32)}`;
}

export function previewMarkdown(markdown: string) {
  return { body_html: renderMarkdown(markdown) };
}

async function valuesOf(db: Db, body: SaveBlogPostBody, exceptId?: number): Promise<Omit<repo.PostValues, 'author_id'>> {
  const slug = body.slug ?? slugify(body.title);
  if (await repo.slugTaken(db, body.audience, slug, exceptId))
    throw conflict(`Another ${stateWord('blog-audience', body.audience)} article already uses the address "${slug}".`);
  if (body.status === 'scheduled' && (!body.publish_at || new Date(body.publish_at) <= new Date())) {
    throw new HttpError(400, 'A scheduled article needs a publish time in the future.', [
      { field: 'publish_at', message: 'Choose a time in the future.' },
    ]);
  }
  const category = body.category?.trim();
  return {
    audience: body.audience,
    title: body.title.trim(),
    slug,
    excerpt: body.excerpt?.trim() ?? '',
    body_markdown: body.body_markdown,
    body_html: renderMarkdown(body.body_markdown),
    cover_url: body.cover_url ?? null,
    category_id: category ? await repo.ensureCategory(db, body.audience, category, slugify(category)) : null,
    tags: [...new Set((body.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
    status: body.status,
    publish_at: body.status === 'draft' ? (body.publish_at ? new Date(body.publish_at) : null) : new Date(body.publish_at ?? Date.now()),
    seo_title: body.seo_title?.trim() || null,
    seo_description: body.seo_description?.trim().replace(/\s+/g, ' ') || null,
  };
}

export async function createBlog(db: Db, authorId: number, body: SaveBlogPostBody): Promise<AdminBlogPost> {
  const id = await repo.insertPost(db, { ...(await valuesOf(db, body)), author_id: authorId });
  return presentAdmin((await repo.findAny(db, id)) as repo.BlogRow);
}

export async function updateBlog(db: Db, id: number, body: SaveBlogPostBody): Promise<AdminBlogPost> {
  if (!(await repo.findAny(db, id))) throw notFound(BLOG_NOT_FOUND);
  await repo.updatePost(db, id, await valuesOf(db, body, id));
  return presentAdmin((await repo.findAny(db, id)) as repo.BlogRow);
}

export async function deleteBlog(db: Db, id: number): Promise<void> {
  if (!(await repo.deletePost(db, id))) throw notFound(BLOG_NOT_FOUND);
}

export async function listAllBlogs(db: Db, filter: Omit<repo.AdminPostFilter, 'text'> & { text?: string }, window: PageWindow) {
  const text = cleanSearchText(filter.text);
  const { rows, total } = await repo.listAll(db, { ...filter, text: text || undefined }, window.offset, window.limit);
  return paged(rows.map(presentAdmin), total, window);
}

export async function readAnyBlog(db: Db, id: number): Promise<AdminBlogPost> {
  const row = await repo.findAny(db, id);
  if (!row) throw notFound(BLOG_NOT_FOUND);
  return presentAdmin(row);
}

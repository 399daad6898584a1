import type { BlogTranslation, BlogTranslationLanguage, SaveBlogTranslationBody } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import * as translations from './blog-translations.repo';
import { findAny } from './blogs.repo';
import { BLOG_NOT_FOUND } from './blogs.service';
import { renderMarkdown } from './markdown';

export const TRANSLATION_NOT_FOUND = 'This article has no translation into that language.';

const present = (row: Awaited<ReturnType<typeof translations.translationsOf>>[number]): BlogTranslation => ({
  ...row,
  updated_at: row.updated_at.toISOString(),
});

async function mustExist(db: Db, postId: number) {
  if (!(await findAny(db, postId))) throw notFound(BLOG_NOT_FOUND);
}

export async function listTranslations(db: Db, postId: number): Promise<BlogTranslation[]> {
  await mustExist(db, postId);
  return (await translations.translationsOf(db, postId)).map(present);
}

/** The body goes through the same Markdown rendering and sanitising as the original's. */
export async function saveTranslation(
  db: Db,
  postId: number,
  lang: BlogTranslationLanguage,
  body: SaveBlogTranslationBody,
): Promise<BlogTranslation> {
  await mustExist(db, postId);
  return present(
    await translations.saveTranslation(db, postId, lang, {
      title: body.title.trim(),
      excerpt: body.excerpt?.trim() ?? '',
      body_markdown: body.body_markdown,
      body_html: renderMarkdown(body.body_markdown),
    }),
  );
}

export async function deleteTranslation(db: Db, postId: number, lang: BlogTranslationLanguage): Promise<void> {
  await mustExist(db, postId);
  if (!(await translations.deleteTranslation(db, postId, lang))) throw notFound(TRANSLATION_NOT_FOUND);
}

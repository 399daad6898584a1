import type { KeywordSuggestion, KeywordWithFiles, Language, MediaType, TrendingKeyword } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import type { PageWindow } from '../../http/pagination';
import { loadFileSummaries } from './file-summaries';
import { findKeywordsOfFile, findPublishedFile, findSimilarFileIds, listPublishedFileIds } from './files.repo';
import { listFiles } from './files.service';
import { searchedTermsIn, suggestTranslatedKeywords } from './keyword-translations.repo';
import {
  findKeyword,
  type KeywordRow,
  keywordsAcrossFiles,
  popularKeywords,
  popularKeywordsOfType,
  suggestKeywords,
  trendingSearches,
} from './keywords.repo';
import { memoizeFor } from './ttl-cache';

const SUGGESTION_LIMIT = 10;
const TRENDING_DAYS = 7;

const toSuggestion = (row: KeywordRow): KeywordSuggestion => ({ keyword_id: row.id, keyword: row.keyword, file_count: row.file_count });

export function normaliseKeywordText(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

export async function keywordSuggestions(db: Db, text: string): Promise<KeywordSuggestion[]> {
  const query = normaliseKeywordText(text);
  if (!query) return [];
  return (await suggestKeywords(db, query, SUGGESTION_LIMIT)).map(toSuggestion);
}

async function attachFiles(db: Db, rows: KeywordRow[], type: MediaType, perKeyword: number): Promise<KeywordWithFiles[]> {
  return Promise.all(
    rows.map(async (row) => {
      const { ids } = await listPublishedFileIds(db, { type, keywordId: row.id }, 'popular', 0, perKeyword);
      return { ...toSuggestion(row), files: await loadFileSummaries(db, ids) };
    }),
  );
}

/** Typeahead with a file each, in the buyer's language (see keyword-translations.repo.ts). */
export async function keywordSuggestionsWithFiles(
  db: Db,
  text: string,
  type: MediaType,
  lang: Language = 'en',
): Promise<KeywordWithFiles[]> {
  const query = normaliseKeywordText(text);
  if (!query) return [];
  const rows = lang === 'en' ? await suggestKeywords(db, query, 6) : await suggestTranslatedKeywords(db, lang, query, 6);
  return attachFiles(db, rows, type, 1);
}

const THEMES_TTL_MS = 10 * 60_000;
const themeCache = new WeakMap<Db, ReturnType<typeof memoizeFor<MediaType, KeywordRow[]>>>();

/** The most used keywords of a type, each with a few files, for browsing by theme. */
export async function keywordsWithFiles(db: Db, type: MediaType): Promise<KeywordWithFiles[]> {
  let themes = themeCache.get(db);
  if (!themes) {
    themes = memoizeFor(THEMES_TTL_MS, (key: MediaType) => popularKeywordsOfType(db, key, 12));
    themeCache.set(db, themes);
  }
  return attachFiles(db, await themes(type), type, 4);
}

/**
 * This week's searches, or the most used keywords when there are none; in another language than English, worded in it
 * (see `searchedTermsIn`).
 */
export async function trendingKeywords(db: Db, lang: Language = 'en'): Promise<TrendingKeyword[]> {
  const searched = await trendingSearches(db, TRENDING_DAYS, 12);
  const trending = searched.length > 0 ? searched : (await popularKeywords(db, 12)).map((row) => ({ keyword: row.keyword, searches: 0 }));
  // English is the spec's answer, kept as it always was: each search as typed, counted on its own.
  if (lang === 'en') return trending;
  const terms = await searchedTermsIn(
    db,
    lang,
    trending.map((row) => row.keyword),
  );
  // "mountains" and "berge" are one search, counted together and shown as the busier one reads.
  const merged = new Map<string, TrendingKeyword>();
  for (const row of trending) {
    const known = terms.get(row.keyword);
    const same = merged.get(known?.keyword ?? row.keyword);
    if (same) same.searches += row.searches;
    else merged.set(known?.keyword ?? row.keyword, { keyword: known?.term ?? row.keyword, searches: row.searches });
  }
  return [...merged.values()].sort((a, b) => b.searches - a.searches);
}

/** A file's own keywords first, then the ones its look-alikes carry most. */
export async function relatedKeywordsOfFile(db: Db, mediaId: number): Promise<KeywordSuggestion[]> {
  const file = await findPublishedFile(db, mediaId);
  if (!file) throw notFound('This file does not exist or is no longer available.');
  const own = await findKeywordsOfFile(db, mediaId);
  const lookAlikes = await findSimilarFileIds(db, {
    keywordIds: own.map((k) => k.id),
    type: file.type,
    excludeId: mediaId,
    categoryId: file.category_id,
    limit: 30,
  });
  const more = await keywordsAcrossFiles(
    db,
    lookAlikes,
    own.map((k) => k.keyword),
    10,
  );
  return [...own, ...more].map(toSuggestion);
}

export async function filesByKeyword(db: Db, by: { id?: number; keyword?: string }, type: MediaType, window: PageWindow) {
  const keyword = await findKeyword(db, { id: by.id, keyword: by.keyword ? normaliseKeywordText(by.keyword) : undefined });
  if (!keyword) throw notFound('No files carry this keyword.');
  return { ...(await listFiles(db, { type, keywordId: keyword.id }, 'popular', window)), keyword: toSuggestion(keyword) };
}

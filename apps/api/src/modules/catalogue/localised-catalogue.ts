import type { Category, FileDetail, KeywordSuggestion, Language } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { categoryNamesIn, localiseCategories } from './category-names';
import { formatLabelIn } from './format-words';
import { preferredTerms, suggestTranslatedKeywords, vocabularyKeywordsOf } from './keyword-translations.repo';
import { suggestKeywords } from './keywords.repo';
import { keywordSuggestions, normaliseKeywordText } from './keywords.service';

const SUGGESTION_LIMIT = 10;

/** Keywords in the buyer's language where the vocabulary has them; the others as files carry them. */
export async function localiseKeywords<T extends { keyword: string }>(db: Db, lang: Language, keywords: T[]): Promise<T[]> {
  const terms = await preferredTerms(
    db,
    lang,
    keywords.map((k) => k.keyword),
  );
  return keywords.map((k) => ({ ...k, keyword: terms.get(k.keyword) ?? k.keyword }));
}

/** A file page in the buyer's language: its keywords, category and parent category. */
export async function localiseFileDetail(db: Db, lang: Language, file: FileDetail): Promise<FileDetail> {
  if (lang === 'en') return file;
  const categoryIds = [file.category_id, file.parent_id].filter((id): id is number => id !== null);
  const [keywords, names] = await Promise.all([localiseKeywords(db, lang, file.keywords), categoryNamesIn(db, lang, categoryIds)]);
  return {
    ...file,
    keywords,
    category: (file.category_id !== null && names.get(file.category_id)) || file.category,
    parent_category: (file.parent_id !== null && names.get(file.parent_id)) || file.parent_category,
    formats: file.formats.map((format) => ({ ...format, label: formatLabelIn(format.label, lang) })),
  };
}

/** Typeahead in the buyer's language: the vocabulary's terms of that language, each leading to its English keyword. */
export async function keywordSuggestionsIn(db: Db, lang: Language, text: string): Promise<KeywordSuggestion[]> {
  if (lang === 'en') return keywordSuggestions(db, text);
  const query = normaliseKeywordText(text);
  if (!query) return [];
  const rows = await suggestTranslatedKeywords(db, lang, query, SUGGESTION_LIMIT);
  if (rows.length < SUGGESTION_LIMIT) {
    // Keywords the vocabulary does not translate (names: "mandelbrot") are the same in every language.
    const english = await suggestKeywords(db, query, SUGGESTION_LIMIT);
    const translated = await preferredTerms(
      db,
      lang,
      english.map((row) => row.keyword),
    );
    const shown = new Set(rows.map((row) => row.id));
    rows.push(...english.filter((row) => !translated.has(row.keyword) && !shown.has(row.id)));
  }
  return rows.slice(0, SUGGESTION_LIMIT).map((row) => ({ keyword_id: row.id, keyword: row.keyword, file_count: row.file_count }));
}

/** A category page's category and parent in the buyer's language. */
export async function localiseCategoryPage<T extends { category: Category; parent: Category | null }>(
  db: Db,
  lang: Language,
  page: T,
): Promise<T> {
  const [category, parent] = await localiseCategories(db, lang, [page.category, ...(page.parent ? [page.parent] : [])]);
  return { ...page, category: category ?? page.category, parent: page.parent ? (parent ?? page.parent) : null };
}

/**
 * A contributor's keywords with those the vocabulary knows in their language replaced by its English keyword, each
 * once. The language is the contributor's, not a guess: "see" is a lake in German but not in English.
 */
export async function keywordsOfVocabulary(db: Db, lang: Language, keywords: string[]): Promise<string[]> {
  const known = await vocabularyKeywordsOf(db, lang, keywords);
  return [...new Set(keywords.map((keyword) => known.get(keyword) ?? keyword))];
}

export { localiseCategories };

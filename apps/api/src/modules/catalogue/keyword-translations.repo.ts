import type { Language } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { KeywordRow } from './keywords.repo';

/**
 * The vocabulary's terms of a language for typeahead: those starting with the text, then (for typos) the most similar,
 * each shown in its preferred form with the keyword its files carry (the English form with the most files).
 */
export async function suggestTranslatedKeywords(db: Db, lang: Language, text: string, limit: number): Promise<KeywordRow[]> {
  const prefix = `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const similar = text.length >= 3 ? sql<boolean>`t.folded % search_fold(${text})` : sql<boolean>`false`;
  const { rows } = await sql<KeywordRow & { rank: number }>`
    WITH hits AS (
      SELECT t.keyword, min(CASE WHEN t.folded LIKE search_fold(${prefix}) THEN 0 ELSE 1 END) AS rank,
        max(similarity(t.folded, search_fold(${text}))) AS likeness
      FROM keyword_translations t
      WHERE t.lang = ${lang} AND (t.folded LIKE search_fold(${prefix}) OR ${similar})
      GROUP BY t.keyword
    ), carried AS (
      SELECT DISTINCT ON (h.keyword) h.keyword, h.rank, h.likeness, k.id, k.file_count
      FROM hits h
      JOIN keyword_translations e ON e.keyword = h.keyword AND e.lang = 'en'
      JOIN keywords k ON k.keyword = e.folded AND k.file_count > 0
      ORDER BY h.keyword, k.file_count DESC
    )
    SELECT c.id, p.term AS keyword, c.file_count, c.rank
    FROM carried c JOIN keyword_translations p ON p.keyword = c.keyword AND p.lang = ${lang} AND p.preferred
    ORDER BY c.rank, CASE WHEN c.rank = 0 THEN 0 ELSE -c.likeness END, c.file_count DESC, p.term
    LIMIT ${limit}
  `.execute(db);
  return rows.map(({ rank: _rank, ...row }) => ({ ...row, id: Number(row.id) }));
}

/** The preferred term in `lang` of each English keyword the vocabulary knows, by the keyword as files carry it. */
export async function preferredTerms(db: Db, lang: Language, keywords: string[]): Promise<Map<string, string>> {
  if (keywords.length === 0 || lang === 'en') return new Map();
  const { rows } = await sql<{ english: string; term: string }>`
    SELECT DISTINCT ON (e.folded) e.folded AS english, p.term
    FROM keyword_translations e
    JOIN keyword_translations p ON p.keyword = e.keyword AND p.lang = ${lang} AND p.preferred
    WHERE e.lang = 'en' AND e.folded = ANY(${keywords}::text[])
    ORDER BY e.folded, e.preferred DESC
  `.execute(db);
  return new Map(rows.map((row) => [row.english, row.term]));
}

/**
 * The term of a language closest to each word, for "did you mean": the most similar, then the preferred form, then in
 * alphabetical order; words with none are left out. All words in one round trip; terms of the same trigram set as a
 * word (a similarity of 1) are found by equality on those sets (migration 0206) before any trigram ranking.
 */
export async function closestTerms(db: Db, lang: Language, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const { rows } = await sql<{ word: string; term: string | null }>`
    SELECT w.word, coalesce(
      (SELECT t.term FROM keyword_translations t
        WHERE t.lang = ${lang} AND show_trgm(t.folded) = show_trgm(search_fold(w.word))
          AND cardinality(show_trgm(search_fold(w.word))) > 0
        ORDER BY t.preferred DESC, t.term LIMIT 1),
      (SELECT t.term FROM keyword_translations t
        WHERE t.lang = ${lang} AND t.folded % search_fold(w.word)
        ORDER BY similarity(t.folded, search_fold(w.word)) DESC, t.preferred DESC, t.term LIMIT 1)
    ) AS term
    FROM unnest(${words}::text[]) AS w(word)
  `.execute(db);
  return new Map(rows.flatMap((row) => (row.term === null ? [] : [[row.word, row.term] as const])));
}

/** The vocabulary keyword of each word that is one of its terms in `lang` (not English: those are the keywords). */
export async function vocabularyKeywordsOf(db: Db, lang: Language, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0 || lang === 'en') return new Map();
  const { rows } = await sql<{ word: string; keyword: string }>`
    SELECT DISTINCT ON (t.folded) t.folded AS word, t.keyword
    FROM keyword_translations t
    WHERE t.lang = ${lang} AND t.folded = ANY(${words}::text[])
    ORDER BY t.folded, t.preferred DESC, t.keyword
  `.execute(db);
  return new Map(rows.map((row) => [row.word, row.keyword]));
}

/**
 * What people searched for, in the reader's language: a phrase that is a vocabulary term of another language becomes
 * the keyword's preferred term in `lang`. A term of the reader's own language stays as typed ("mountains" is English
 * already), and so does what the vocabulary does not know. Each known phrase comes with its vocabulary keyword.
 */
export async function searchedTermsIn(db: Db, lang: Language, phrases: string[]): Promise<Map<string, { keyword: string; term: string }>> {
  if (phrases.length === 0) return new Map();
  const { rows } = await sql<{ phrase: string; keyword: string; term: string }>`
    SELECT DISTINCT ON (q.phrase) q.phrase, t.keyword, CASE WHEN t.lang = ${lang} THEN q.phrase ELSE p.term END AS term
    FROM unnest(${phrases}::text[]) AS q(phrase)
    JOIN keyword_translations t ON t.folded = search_fold(btrim(q.phrase))
    JOIN keyword_translations p ON p.keyword = t.keyword AND p.lang = ${lang} AND p.preferred
    ORDER BY q.phrase, t.lang = ${lang} DESC, t.lang = 'en' DESC, t.preferred DESC, t.keyword
  `.execute(db);
  return new Map(rows.map((row) => [row.phrase, { keyword: row.keyword, term: row.term }]));
}

import type { Language } from '@stock/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { StemmedTerm } from './search-words';

/**
 * The stems of the words in a language (null for a stop word), and the vocabulary's terms of that language whose
 * first stem is among them: one round trip.
 */
export async function stemsAndTerms(db: Db, lang: Language, words: string[]): Promise<{ stems: (string | null)[]; terms: StemmedTerm[] }> {
  const { rows } = await sql<{ stems: (string | null)[]; terms: StemmedTerm[] }>`
    WITH w AS (SELECT i, search_stem(${lang}, word) AS stem FROM unnest(${words}::text[]) WITH ORDINALITY AS u(word, i))
    SELECT
      (SELECT coalesce(json_agg(stem ORDER BY i), '[]') FROM w) AS stems,
      (SELECT coalesce(json_agg(json_build_object('keyword', t.keyword, 'stems', t.stems) ORDER BY t.preferred DESC, t.keyword), '[]')
        FROM keyword_translations t WHERE t.lang = ${lang} AND t.stems[1] IN (SELECT stem FROM w)) AS terms
  `.execute(db);
  return { stems: rows[0]?.stems ?? [], terms: rows[0]?.terms ?? [] };
}

/** The Japanese terms of the vocabulary that occur anywhere in the text. */
export async function japaneseTermsIn(db: Db, text: string): Promise<{ keyword: string; term: string }[]> {
  const { rows } = await sql<{ keyword: string; term: string }>`
    SELECT keyword, folded AS term FROM keyword_translations
    WHERE lang = 'ja' AND strpos(${text}, folded) > 0
    ORDER BY preferred DESC, keyword
  `.execute(db);
  return rows;
}

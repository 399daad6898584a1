import type { BenchQuery } from './query-mix';
import { HEAD_WORDS } from './vocabulary';

/** One shown term of the vocabulary in a language, as keyword_translations holds it. */
export interface Translation {
  keyword: string;
  lang: string;
  term: string;
}

/**
 * Searches typed in the five languages besides English: frequent and less frequent words, several words (Japanese
 * without spaces, as it is typed), and a phrase with an exclusion; and typeahead on the first letters of a term.
 */
export function multilingualMix(random: () => number, translations: Translation[]): { search: BenchQuery[]; typeahead: BenchQuery[] } {
  const languages = [...new Set(translations.map((t) => t.lang))].sort();
  const termOf = new Map(translations.map((t) => [`${t.lang}:${t.keyword}`, t.term]));
  const term = (lang: string, max = 40) => {
    const keyword = HEAD_WORDS[Math.floor(random() * max)] as string;
    return termOf.get(`${lang}:${keyword}`) ?? keyword;
  };
  const url = (lang: string, query: string) => `/api/fetch?lang=${encodeURIComponent(lang)}&query=${encodeURIComponent(query)}`;
  const search: BenchQuery[] = [];
  const typeahead: BenchQuery[] = [];
  for (let i = 0; i < 40; i++) {
    for (const lang of languages) {
      const gap = lang === 'ja' ? '' : ' ';
      search.push({ kind: 'multilingual word', url: url(lang, term(lang, 10)) });
      search.push({ kind: 'multilingual multi-word', url: url(lang, [term(lang), term(lang), term(lang, 150)].join(gap)) });
      search.push({ kind: 'multilingual phrase and exclusion', url: url(lang, `"${term(lang)} ${term(lang)}" -${term(lang, 80)}`) });
    }
    const lang = languages[i % languages.length] as string;
    const shown = term(lang, HEAD_WORDS.length);
    const prefix = shown.slice(0, lang === 'ja' ? 1 : 2 + Math.floor(random() * 3));
    typeahead.push({
      kind: 'multilingual typeahead',
      url: `/api/keyword/suggestions?lang=${encodeURIComponent(lang)}&query=${encodeURIComponent(prefix)}`,
    });
  }
  return { search, typeahead };
}

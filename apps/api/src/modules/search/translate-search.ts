import type { Language } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { parseSearch, printSearch, translateJapanese, translateStems } from './search-words';
import { japaneseTermsIn, stemsAndTerms } from './search-words.repo';

/**
 * A search typed in `lang`, word by word in the English of the vocabulary, in the same syntax: after it the search
 * runs exactly as an English one. Words the vocabulary does not know stay as typed.
 */
export async function translateSearch(db: Db, text: string, lang: Language): Promise<string> {
  if (lang === 'en' || !/[\p{L}\p{N}]/u.test(text)) return text;
  const parts = parseSearch(text);
  const words = parts.flatMap((part) => part.words);
  if (lang === 'ja') {
    const terms = await japaneseTermsIn(db, words.join(' '));
    return printSearch(parts.map((part) => ({ part, output: part.words.flatMap((word) => translateJapanese(word, terms)) })));
  }
  const { stems, terms } = await stemsAndTerms(db, lang, words);
  let at = 0;
  return printSearch(
    parts.map((part) => {
      const partStems = stems.slice(at, at + part.words.length);
      at += part.words.length;
      return { part, output: translateStems(part.words, partStems, terms) };
    }),
  );
}

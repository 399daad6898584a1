import type { FacetCount, FetchQuery, Language, SearchResults } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { categoryNamesIn } from '../catalogue/category-names';
import { closestTerms, preferredTerms } from '../catalogue/keyword-translations.repo';
import { FACET_LABELS } from './facet-labels';
import { searchFiles } from './search.service';
import { cleanSearchText } from './search-filters';
import { translateSearch } from './translate-search';

/**
 * A search in the buyer's language: the words are translated to the vocabulary's English and searched exactly as
 * English is, then what the answer shows in words (related keywords, "did you mean", facet labels, category names)
 * is put back into the buyer's language. The answer's `query` is what the buyer typed.
 */
export async function searchFilesIn(db: Db, query: FetchQuery, lang: Language): Promise<SearchResults> {
  if (lang === 'en') return searchFiles(db, query);
  const typed = cleanSearchText(query.query);
  const results = await searchFiles(db, { ...query, query: await translateSearch(db, typed, lang) });
  const [terms, categoryNames, didYouMean] = await Promise.all([
    preferredTerms(db, lang, results.related_keywords),
    categoryNamesIn(
      db,
      lang,
      results.facets.category.map((facet) => Number(facet.value)),
    ),
    results.totalCount === 0 && typed ? suggestSpellingIn(db, lang, typed) : Promise.resolve(null),
  ]);
  const labels = FACET_LABELS[lang];
  const relabel = (facets: FacetCount[], label: (facet: FacetCount) => string | undefined) =>
    facets.map((facet) => ({ ...facet, label: label(facet) ?? facet.label }));
  return {
    ...results,
    query: typed,
    related_keywords: [...new Set(results.related_keywords.map((keyword) => terms.get(keyword) ?? keyword))],
    did_you_mean: didYouMean,
    facets: {
      type: relabel(results.facets.type, (facet) => labels[facet.value]),
      category: relabel(results.facets.category, (facet) => categoryNames.get(Number(facet.value))),
      orientation: relabel(results.facets.orientation, (facet) => labels[facet.value]),
    },
  };
}

/** "Did you mean" among the terms of the buyer's language, word by word as in English. */
async function suggestSpellingIn(db: Db, lang: Language, typed: string): Promise<string | null> {
  const words = typed.toLowerCase().split(' ').filter(Boolean);
  const closest = await closestTerms(
    db,
    lang,
    words.filter((word) => word.length >= 3),
  );
  const corrected = words.map((word) => (word.length >= 3 ? (closest.get(word) ?? word) : word));
  const suggestion = corrected.join(' ');
  return suggestion.toLowerCase() !== words.join(' ') ? suggestion : null;
}

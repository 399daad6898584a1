import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordChips } from '../../components/keywords/KeywordChips';
import { trendingKeywordsQuery } from '../search/search-queries';

const SHOWN = 8;

/** What others search for this week, under the hero's search box; the row keeps its height whether or not it loaded. */
export function TrendingSearches() {
  const { t } = useTranslation('home');
  const data = useDeferredValue(useQuery(trendingKeywordsQuery()).data);
  const keywords = (data ?? []).slice(0, SHOWN).map((trending) => trending.keyword);
  return (
    <div className="mx-auto mt-6 flex h-10 max-w-full w-fit items-center gap-3 overflow-x-auto">
      {keywords.length > 0 && (
        <>
          <h2 className="shrink-0 text-sm font-semibold text-slate-200">{t('trending.heading')}</h2>
          <KeywordChips keywords={keywords} label={t('trending.label')} tone="dark" singleLine />
        </>
      )}
    </div>
  );
}

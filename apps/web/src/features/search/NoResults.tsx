import type { MediaType, SearchResults } from '@stock/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';

interface NoResultsProps {
  query: string;
  type: MediaType;
  results: SearchResults;
  filtered: boolean;
  onClearFilters: () => void;
}

/** An empty result is a dead end unless it offers a way on: the spelling, fewer filters, the other type. */
export function NoResults({ query, type, results, filtered, onClearFilters }: NoResultsProps) {
  const { t } = useTranslation('search');
  const otherType: MediaType = type === 'IMAGE' ? 'VIDEO' : 'IMAGE';
  const otherCount = results.facets.type.find((facet) => facet.value === otherType)?.count ?? 0;
  const link = 'font-semibold text-sky-700 underline underline-offset-2 hover:text-sky-900';
  return (
    <EmptyState title={query ? t('noResults.forQuery', { query }) : t('noResults.forFilters')}>
      <ul className="mx-auto max-w-md space-y-2">
        {results.did_you_mean && (
          <li>
            <Trans
              t={t}
              i18nKey="didYouMean"
              values={{ suggestion: results.did_you_mean }}
              components={{ anchor: <Link to={paths.search(results.did_you_mean, type)} className={link} /> }}
            />
          </li>
        )}
        {filtered && (
          <li>
            <button type="button" onClick={onClearFilters} className={link}>
              {t('noResults.removeFilters')}
            </button>
          </li>
        )}
        {otherCount > 0 && (
          <li>
            <Trans
              t={t}
              i18nKey="noResults.otherType"
              values={{ kind: otherType, count: otherCount }}
              components={{ anchor: <Link to={paths.search(query, otherType)} className={link} /> }}
            />
          </li>
        )}
        <li>{t('noResults.tips')}</li>
      </ul>
    </EmptyState>
  );
}

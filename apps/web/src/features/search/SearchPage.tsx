import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths, withQuery } from '../../app-paths';
import { KeywordChips } from '../../components/keywords/KeywordChips';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { Pagination } from '../../components/pagination/Pagination';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton';
import { FilterDrawer } from './FilterDrawer';
import { FilterPanel } from './FilterPanel';
import { NoResults } from './NoResults';
import { SortSelect } from './SortSelect';
import { activeFilterCount, applySearchChange, readSearchState, type SearchChange, withPage } from './search-params';
import { searchResultsQuery } from './search-queries';
import { TypeTabs } from './TypeTabs';

const FILTER_KEYS = [
  'category_id',
  'orientation',
  'color',
  'age_group',
  'people',
  'min_megapixels',
  'resolution',
  'min_duration',
  'max_duration',
  'fps',
  'uploaded_within',
  'safe_search',
] as const;

export function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(searchResultsQuery(state));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filters = activeFilterCount(state);

  // A filter change keeps the scroll where it is (the buyer is in the sidebar); pagination links scroll to the top.
  const change = (next: SearchChange) => setParams(applySearchChange(params, next), { preventScrollReset: true });
  const clearFilters = () => change(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as SearchChange);
  // Without words, a chosen category names the page; its name comes with the answer's category counts.
  const category =
    state.category_id === undefined ? undefined : data?.facets.category.find((facet) => facet.value === String(state.category_id));
  const heading = state.q
    ? t('heading.query', { query: state.q, kind: state.type })
    : category
      ? t('heading.category', { category: category.label, kind: state.type })
      : t('heading.all', { kind: state.type });

  const panel = (idPrefix: string) => <FilterPanel idPrefix={idPrefix} state={state} facets={data?.facets} onChange={change} />;

  return (
    <div className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16 sm:px-8">
      <title>{t('pageTitle', { heading: `${heading[0]?.toUpperCase()}${heading.slice(1)}`, brand: siteConfig.brand })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 first-letter:uppercase sm:text-3xl">{heading}</h1>
          <p className="mt-1 h-5 text-sm text-slate-600" aria-live="polite">
            {/* Very broad searches are counted up to a cap by the API; the count then reads as the estimate it is. */}
            {data && t(data.total_is_estimate ? 'resultCount.estimate' : 'resultCount.exact', { count: data.totalCount })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <TypeTabs type={state.type} counts={data?.facets.type} onSelect={(type) => change({ type })} />
          <SortSelect sort={state.sort} onChange={(sort) => change({ sort })} />
          <SaveSearchButton state={state} />
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 lg:hidden"
          >
            {t('filters.button', { count: filters })}
          </button>
        </div>
      </div>

      {/* The row keeps its height while results load, so the filters and grid below never jump when it fills. */}
      <div className="mt-4 flex h-9 items-center gap-3 overflow-x-auto">
        {data && data.related_keywords.length > 0 && (
          <>
            <h2 className="shrink-0 text-sm font-semibold text-slate-700">{t('related')}</h2>
            <KeywordChips keywords={data.related_keywords} label={t('related')} type={state.type} singleLine />
          </>
        )}
      </div>

      <div className="mt-6 flex gap-8">
        <aside aria-label={t('filters.heading')} className="hidden w-60 shrink-0 lg:block">
          <div className="flex items-center justify-between pb-3">
            <h2 className="text-base font-semibold text-slate-900">{t('filters.heading')}</h2>
            {filters > 0 && (
              <button type="button" onClick={clearFilters} className="text-sm font-medium text-sky-700 hover:underline">
                {t('filters.clearAll')}
              </button>
            )}
          </div>
          {panel('sidebar')}
        </aside>
        <section aria-label={t('results')} className="min-w-0 flex-1">
          {isPending ? (
            <GridSkeleton rows={4} />
          ) : error && !data ? (
            <ErrorState message={t('loadError')} onRetry={() => refetch()} />
          ) : data && data.results.length === 0 ? (
            <NoResults query={state.q} type={state.type} results={data} filtered={filters > 0} onClearFilters={clearFilters} />
          ) : data ? (
            <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              {data.did_you_mean && (
                <p className="mb-4 text-sm text-slate-700">
                  <Trans
                    t={t}
                    i18nKey="didYouMean"
                    values={{ suggestion: data.did_you_mean }}
                    components={{
                      anchor: (
                        <Link
                          to={paths.search(data.did_you_mean, state.type)}
                          className="font-semibold text-sky-700 underline underline-offset-2"
                        />
                      ),
                    }}
                  />
                </p>
              )}
              <JustifiedGrid files={data.results} label={t('searchResults')} aboveTheFold />
              <Pagination
                page={data.page_no}
                totalPages={data.total_pages}
                hrefOf={(page) => withQuery(paths.search(), withPage(params, page))}
              />
            </div>
          ) : null}
        </section>
      </div>

      <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} resultCount={data?.totalCount}>
        {drawerOpen && panel('drawer')}
      </FilterDrawer>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { useNearViewport } from '../../components/layout/use-near-viewport';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { CollectionCard } from '../collections/CollectionCard';
import { CollectionCardsSkeleton } from '../collections/CollectionCardsSkeleton';
import { collectionsQuery } from '../collections/collection-queries';
import { HomeSection } from './HomeSection';

const SHOWN = 4;

/**
 * The home page's curated collections, far below a phone's first screen: their cards are built a screen before they
 * come into view (a long task on a phone otherwise, as the page loads), so the skeleton's approximate height gives way
 * to theirs out of sight.
 */
export function HomeCollections() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useQuery(collectionsQuery());
  const [near, placeRef] = useNearViewport(true, '100% 0px');
  return (
    <HomeSection
      id="home-collections"
      title={t('collections.title')}
      action={
        <Link
          to={paths.collections()}
          className="text-sm font-semibold text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {t('seeAll')}
          <span className="sr-only"> {t('collections.name')}</span> <span aria-hidden="true">→</span>
        </Link>
      }
    >
      {isPending ? (
        <CollectionCardsSkeleton count={SHOWN} />
      ) : isError ? (
        <ErrorState message={t('collections.loadError')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('collections.empty')} />
      ) : !near ? (
        <CollectionCardsSkeleton count={Math.min(SHOWN, data.length)} placeRef={placeRef} />
      ) : (
        <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {data.slice(0, SHOWN).map((collection) => (
            <li key={collection.collection_id}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

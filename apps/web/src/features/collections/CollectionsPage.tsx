import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { CollectionCard } from './CollectionCard';
import { CollectionCardsSkeleton } from './CollectionCardsSkeleton';
import { collectionsQuery } from './collection-queries';

export function CollectionsPage() {
  const { t } = useTranslation('collections');
  const { data, isPending, isError, refetch } = useQuery(collectionsQuery());
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-8">
      <title>{t('listTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
      <div className="mt-8">
        {isPending ? (
          <CollectionCardsSkeleton count={8} />
        ) : isError ? (
          <ErrorState message={t('listLoadError')} onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title={t('listEmpty')} />
        ) : (
          <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {data.map((collection) => (
              <li key={collection.collection_id}>
                <CollectionCard collection={collection} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

import type { AdminCollection } from '@stock/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { ReasonForm } from '../admin/ReasonForm';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { CategoryArrangement } from './CategoryArrangement';
import { CollectionEditor } from './CollectionEditor';
import { moved, useCurationChange, useHomeArrangement } from './home-curation-api';
import { MoveButtons } from './MoveButtons';

function CollectionOrder({
  collections,
  pending,
  onSave,
}: {
  collections: AdminCollection[];
  pending: boolean;
  onSave: (ids: number[], reason: string) => void;
}) {
  const { t } = useTranslation('admin-curation');
  const [order, setOrder] = useState(collections);
  return (
    <div>
      <ol aria-label={t('order.listLabel')} className="divide-y divide-slate-200">
        {order.map((collection, index) => (
          <li key={collection.collection_id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="min-w-0 flex-1 basis-48 break-words">
              {index + 1}. {collection.name} {!collection.published && <span className="text-slate-500">{t('order.notPublished')}</span>}
            </span>
            <MoveButtons
              name={collection.name}
              index={index}
              count={order.length}
              onMove={(by) => setOrder((list) => moved(list, index, by))}
            />
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <ReasonForm
          label={t('order.saveLabel')}
          action={t('order.save')}
          pending={pending}
          onSubmit={(reason) =>
            onSave(
              order.map((collection) => collection.collection_id),
              reason,
            )
          }
        />
      </div>
    </div>
  );
}

/** The home page as the operator arranges it: categories and curated collections, each change audited. */
export function HomeCurationPage() {
  const { t } = useTranslation('admin-curation');
  const { data, isPending, isError, refetch, dataUpdatedAt } = useHomeArrangement();
  const change = useCurationChange();
  if (isPending) return <TableSkeleton rows={8} />;
  if (isError) return <ErrorState message={t('page.loadError')} onRetry={() => refetch()} />;
  return (
    <section>
      <title>{t('page.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('page.intro')}</p>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('page.categoriesHeading')}</h2>
      <CategoryArrangement
        key={`categories-${dataUpdatedAt}`}
        categories={data.categories}
        pending={change.isPending}
        onSave={(body) => change.mutate({ path: '/admin/home/categories', method: 'PUT', body })}
      />
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('page.collectionsHeading')}</h2>
      {data.collections.length > 0 && (
        <CollectionOrder
          key={`order-${dataUpdatedAt}`}
          collections={data.collections}
          pending={change.isPending}
          onSave={(ids, reason) =>
            change.mutate({ path: '/admin/collections/order', method: 'PUT', body: { collection_ids: ids, reason } })
          }
        />
      )}
      <div className="mt-6 space-y-4">
        <CollectionEditor
          key={`new-${dataUpdatedAt}`}
          pending={change.isPending}
          onSave={(body) => change.mutate({ path: '/admin/collections', method: 'POST', body })}
        />
        {data.collections.map((collection) => (
          <CollectionEditor
            key={`${collection.collection_id}-${dataUpdatedAt}`}
            collection={collection}
            pending={change.isPending}
            onSave={(body) => change.mutate({ path: `/admin/collections/${collection.collection_id}`, method: 'PUT', body })}
          />
        ))}
      </div>
    </section>
  );
}

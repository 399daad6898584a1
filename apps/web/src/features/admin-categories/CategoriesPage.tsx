import type { MediaType } from '@stock/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { useCurationChange } from '../admin-curation/home-curation-api';
import { inputClass } from '../auth/form/TextField';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { pathOf, siblingsOf, useAdminCategories } from './admin-categories-api';
import { CategoryEditor, NewCategoryForm } from './CategoryForms';
import { SiblingOrder } from './SiblingOrder';

/** The catalogue's categories: create, rename, move, merge and order them; every change audited, public pages at once. */
export function CategoriesPage() {
  const { t } = useTranslation('admin-categories');
  const { data, isPending, isError, refetch, dataUpdatedAt } = useAdminCategories();
  const change = useCurationChange();
  const pickerId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  if (isPending) return <TableSkeleton rows={8} />;
  if (isError) return <ErrorState message={t('page.loadError')} onRetry={() => refetch()} />;
  const order = (type: MediaType, parentId: number | null) => (ids: number[], reason: string) =>
    change.mutate({ path: '/admin/categories/order', method: 'PUT', body: { type, parent_id: parentId, category_ids: ids, reason } });
  const chosen = data.find((c) => c.category_id === picked);
  return (
    <section>
      <title>{t('page.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('page.intro')}</p>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('page.addHeading')}</h2>
      <div className="mt-3">
        <NewCategoryForm key={`new-${dataUpdatedAt}`} all={data} pending={change.isPending} onChange={(c) => change.mutate(c)} />
      </div>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('page.changeHeading')}</h2>
      <label htmlFor={pickerId} className="mt-3 block text-xs font-medium text-slate-700">
        {t('page.picker')}
        <select
          id={pickerId}
          value={picked ?? ''}
          onChange={(e) => setPicked(e.target.value ? Number(e.target.value) : null)}
          className={`mt-1 block w-72 max-w-full ${inputClass(false)}`}
        >
          <option value="">{t('chooseCategory')}</option>
          {data.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {pathOf(data, c, t('type', { type: c.type }))}
            </option>
          ))}
        </select>
      </label>
      {chosen && (
        <div className="mt-3 rounded-xl border border-slate-200 p-4">
          <CategoryEditor
            key={`${chosen.category_id}-${dataUpdatedAt}`}
            all={data}
            category={chosen}
            pending={change.isPending}
            onChange={(c) => change.mutate(c)}
          />
        </div>
      )}

      {(['IMAGE', 'VIDEO'] as const).map((type) => (
        <div key={type}>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('type', { type })}</h2>
          <SiblingOrder
            key={`${type}-${dataUpdatedAt}`}
            label={t('tree.topLevel', { type })}
            categories={siblingsOf(data, type, null)}
            pending={change.isPending}
            onSave={order(type, null)}
            below={(parent) => {
              const children = siblingsOf(data, type, parent.category_id);
              return children.length === 0 ? null : (
                <SiblingOrder
                  key={`${parent.category_id}-${dataUpdatedAt}`}
                  label={t('tree.subcategories', { name: parent.name })}
                  categories={children}
                  pending={change.isPending}
                  onSave={order(type, parent.category_id)}
                />
              );
            }}
          />
        </div>
      ))}
    </section>
  );
}

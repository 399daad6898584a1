import type { CategoryTree, MediaType } from '@stock/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, dataOrNotFound } from '../../api/client';
import { FieldMessage, inputClass } from '../auth/form/TextField';

const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['categories', 'tree'],
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ categories: CategoryTree[] }>('/all/categories', { signal })).categories,
    staleTime: 5 * 60_000,
  });

interface CategorySelectProps {
  type: MediaType;
  value: number | null;
  onChange: (categoryId: number | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The categories of the file's type, grouped under their parents; a parent without children is a choice itself. */
export function CategorySelect({ type, value, onChange, error, disabled }: CategorySelectProps) {
  const { t } = useTranslation('contributor-files');
  const tree = useQuery(categoryTreeQuery());
  const parents = tree.data?.filter((category) => category.type === type) ?? [];
  return (
    <div>
      <label htmlFor="file-category" className="block text-sm font-medium text-slate-800">
        {t('category.label')}
      </label>
      <select
        id="file-category"
        value={value ?? ''}
        disabled={disabled || tree.isPending}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'file-category-error' : undefined}
        className={`mt-1.5 ${inputClass(Boolean(error))}`}
      >
        <option value="">{tree.isPending ? t('category.loading') : tree.isError ? t('category.loadError') : t('category.choose')}</option>
        {parents.map((parent) =>
          parent.children.length === 0 ? (
            <option key={parent.category_id} value={parent.category_id}>
              {parent.name}
            </option>
          ) : (
            <optgroup key={parent.category_id} label={parent.name}>
              {parent.children.map((child) => (
                <option key={child.category_id} value={child.category_id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
      {error && <FieldMessage id="file-category-error">{error}</FieldMessage>}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SORT_OPTIONS } from './filter-options';
import type { SearchState } from './search-params';

export function SortSelect({ sort, onChange }: { sort: SearchState['sort']; onChange: (sort: SearchState['sort']) => void }) {
  const { t } = useTranslation('search');
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      {t('sort.label')}
      <select
        value={sort}
        onChange={(event) => onChange(event.target.value as SearchState['sort'])}
        className="rounded-full border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.labelKey)}
          </option>
        ))}
      </select>
    </label>
  );
}

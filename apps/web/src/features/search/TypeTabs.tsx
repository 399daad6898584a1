import type { FacetCount, MediaType } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';

const TYPES: { value: MediaType; labelKey: string }[] = [
  { value: 'IMAGE', labelKey: 'search:types.images' },
  { value: 'VIDEO', labelKey: 'search:types.videos' },
];

/** Images or videos, each with how many files match: switching shows at once whether the other type has more. */
export function TypeTabs({
  type,
  counts,
  onSelect,
}: {
  type: MediaType;
  counts: FacetCount[] | undefined;
  onSelect: (type: MediaType) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
      <legend className="sr-only">{t('types.legend')}</legend>
      {TYPES.map((option) => {
        const count = counts?.find((facet) => facet.value === option.value)?.count;
        const active = option.value === type;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t(option.labelKey)}
            {count !== undefined && <span className="ml-1.5 font-normal text-slate-600 tabular-nums">{formatCount(count)}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}

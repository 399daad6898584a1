import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';

export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="clear-left space-y-1">{children}</div>
    </fieldset>
  );
}

const countText = (count: number | undefined) => (count === undefined ? null : formatCount(count));

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  onChange: () => void;
  count?: number;
}

/** One radio or checkbox row, with the facet count on the right when the search reports one. */
export function Choice({ type, name, label, checked, onChange, count }: ChoiceProps) {
  const { t } = useTranslation('search');
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-sky-500">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 shrink-0 accent-slate-900 focus-visible:outline-none"
      />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        // Spoken as "Vertical (7 files)": without the hidden words the name ran the two together, "Vertical7".
        <>
          <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums">
            {countText(count)}
          </span>
          <span className="sr-only">{` (${t('filters.fileCount', { count })})`}</span>
        </>
      )}
    </label>
  );
}

import { useTranslation } from 'react-i18next';
import type { Interval } from './plan-math';

interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  note?: string;
}

/** A two-way choice shown as one pill with the chosen half filled: billing interval, or media kind. */
function SegmentedSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-slate-300 bg-white p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-sky-500 ${
            option.value === value ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <input
            type="radio"
            name={label}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
          {option.note && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${option.value === value ? 'bg-emerald-400 text-slate-900' : 'bg-emerald-100 text-emerald-800'}`}
            >
              {option.note}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

export function IntervalSwitch({
  value,
  onChange,
  bestSaving,
}: {
  value: Interval;
  onChange: (value: Interval) => void;
  bestSaving: number;
}) {
  const { t } = useTranslation('plans');
  return (
    <SegmentedSwitch
      label={t('interval.legend')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'month', label: t('interval.monthly') },
        { value: 'year', label: t('interval.annual'), note: bestSaving > 0 ? t('interval.saveUpTo', { percent: bestSaving }) : undefined },
      ]}
    />
  );
}

import type { GraphInterval } from '@stock/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form/TextField';
import type { PeriodParams } from './earnings-api';
import { PERIOD_PRESETS, presetPeriod } from './period';

const chip = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${
    active ? 'bg-slate-900 text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-100'
  }`;

/** Quick periods and a from/to pair of days; the choice lives in the address so that it can be shared and reloaded. */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: PeriodParams;
  onChange: (period: PeriodParams, interval?: GraphInterval) => void;
}) {
  const [from, setFrom] = useState(period.startTime);
  const [to, setTo] = useState(period.endTime);
  const { t } = useTranslation('earnings');
  const [error, setError] = useState<string>();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!from || !to || from > to) {
      setError(t('period.startAfterEnd'));
      return;
    }
    setError(undefined);
    onChange({ startTime: from, endTime: to });
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('period.presets')}</legend>
        {PERIOD_PRESETS.map((preset) => {
          const value = presetPeriod(preset.days);
          const active = value.startTime === period.startTime && value.endTime === period.endTime;
          return (
            <button
              key={preset.id}
              type="button"
              aria-pressed={active}
              className={chip(active)}
              onClick={() => {
                setFrom(value.startTime);
                setTo(value.endTime);
                onChange(value, preset.interval);
              }}
            >
              {t(preset.labelKey)}
            </button>
          );
        })}
      </fieldset>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label={t('period.custom')}>
        <label className="text-sm font-medium text-slate-700">
          {t('period.from')}
          <input
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            className={`mt-1 ${inputClass(Boolean(error))}`}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t('period.to')}
          <input
            type="date"
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className={`mt-1 ${inputClass(Boolean(error))}`}
          />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('period.show')}
        </button>
        {error && (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}

import type { ColorFamily } from '@stock/contracts';
import { COLOR_FAMILIES } from '@stock/contracts/values';
import { useTranslation } from 'react-i18next';
import { COLOR_SWATCHES } from './filter-options';

/** Toggle buttons rather than checkboxes: a row of colours is how every stock site shows this filter. */
export function ColorSwatches({ selected, onToggle }: { selected: readonly string[]; onToggle: (color: ColorFamily) => void }) {
  const { t } = useTranslation('search');
  return (
    <ul className="grid grid-cols-6 gap-2" aria-label={t('filters.colour')}>
      {COLOR_FAMILIES.map((color) => {
        const { labelKey, hex } = COLOR_SWATCHES[color];
        const label = t(labelKey);
        const pressed = selected.includes(color);
        return (
          <li key={color}>
            <button
              type="button"
              aria-pressed={pressed}
              aria-label={label}
              title={label}
              onClick={() => onToggle(color)}
              className={`grid h-8 w-8 place-items-center rounded-full border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${pressed ? 'border-slate-900 ring-2 ring-slate-900 ring-offset-2' : 'border-slate-300'}`}
              style={{ backgroundColor: hex }}
            >
              {pressed && (
                <svg
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  className="h-4 w-4 fill-none stroke-current"
                  strokeWidth="2.5"
                  style={{ color: color === 'white' || color === 'yellow' ? '#0f172a' : '#fff' }}
                >
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import type { LicenceTierName } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format/format-money';
import { LicenceTiersTable } from './LicenceTiersTable';
import { licenceTiersQuery } from './licensing-api';

/** Every tier the contract names (the type makes a new one a compile error here). */
const TIER_NAMES = Object.keys({ standard: true, enhanced: true } satisfies Record<LicenceTierName, true>);

/**
 * While the tiers load, a box of an option's size (two lines) for each tier, so the formats below do not move down
 * when they come (they may come after the first paint).
 */
function TierPlaces({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {TIER_NAMES.map((tier) => (
        // Two lines of small text (20 px each) inside the option's border and padding.
        <div key={tier} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <div className="h-10" />
        </div>
      ))}
    </div>
  );
}

/** The tier to license this file at, with its price, and the rights of both a click away. */
export function LicenceTierPicker({
  type,
  tier,
  onChange,
}: {
  type: 'IMAGE' | 'VIDEO';
  tier: LicenceTierName;
  onChange: (tier: LicenceTierName) => void;
}) {
  const { t } = useTranslation('licensing');
  const { data } = useQuery(licenceTiersQuery());
  return (
    <div className="space-y-3 border-b border-slate-200 px-4 py-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-900">{t('picker.legend')}</legend>
        <div className="grid gap-2">
          {data === undefined && <TierPlaces label={t('table.loading')} />}
          {(data?.tiers ?? []).map((option) => (
            <label
              key={option.tier}
              className={`flex cursor-pointer gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500 ${
                option.tier === tier ? 'border-sky-600 bg-sky-50' : 'border-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="licence-tier"
                value={option.tier}
                checked={option.tier === tier}
                onChange={() => onChange(option.tier)}
                className="mt-0.5 accent-sky-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {option.name} · <span className="tabular-nums">{formatMoney(option.price_cents[type])}</span>
                </span>
                <span className="block text-slate-600">{option.covered_by_plans ? t('picker.coveredByPlans') : t('picker.noLimits')}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-sky-800">{t('table.caption')}</summary>
        <div className="mt-2">
          <LicenceTiersTable type={type} caption={t('picker.compared')} />
        </div>
      </details>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format/format-money';
import { licenceTiersQuery } from './licensing-api';

/**
 * What each licence tier allows and costs, side by side, in plain language. With a media type, it shows that type's
 * price per file; without, both. The numbers come from the API, which takes them from the one place they are defined.
 * Below 640 px the table sets smaller type and tighter cells: German and French amounts ("250 000,00 $US") and
 * compounds ("Haftungsfreistellung") do not break, and three columns of them must fit a 360 px phone.
 */
export function LicenceTiersTable({ type, caption }: { type?: 'IMAGE' | 'VIDEO'; caption?: string }) {
  const { t } = useTranslation('licensing');
  // Deferred: a query's answer re-renders its readers at once, in one task, and on a file page this table (closed
  // under the tier picker) was most of the long task in which the tiers arrived after the first paint. The picker
  // above it takes the answer at once, so nothing visible moves in between.
  const data = useDeferredValue(useQuery(licenceTiersQuery()).data);
  if (!data) return <div role="status" aria-label={t('table.loading')} className="h-48 animate-pulse rounded-xl bg-slate-100" />;
  const [standard, enhanced] = data.tiers;
  if (!standard || !enhanced) return null;
  const price = (cents: { IMAGE: number; VIDEO: number }) =>
    type ? formatMoney(cents[type]) : t('table.bothPrices', { image: formatMoney(cents.IMAGE), video: formatMoney(cents.VIDEO) });
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] border-collapse text-left text-xs sm:text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{caption ?? t('table.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
              <span className="sr-only">{t('table.right')}</span>
            </th>
            <th scope="col" className="px-1.5 py-2 sm:px-2 font-semibold text-slate-900">
              {t('table.standard')}
            </th>
            <th scope="col" className="px-1.5 py-2 sm:px-2 font-semibold text-slate-900">
              {t('table.enhanced')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {standard.rights.map((right, index) => (
            <tr key={right.label}>
              <th scope="row" className="py-2 pr-2 sm:pr-3 font-normal text-slate-700">
                {right.label}
              </th>
              <td className="px-1.5 py-2 sm:px-2 text-slate-900">{right.value}</td>
              <td className="px-1.5 py-2 sm:px-2 text-slate-900">{enhanced.rights[index]?.value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-2 sm:pr-3 font-normal text-slate-700">
              {t('table.indemnity')}
            </th>
            <td className="px-1.5 py-2 sm:px-2 text-slate-900">{t('table.upTo', { amount: formatMoney(standard.indemnity_cents) })}</td>
            <td className="px-1.5 py-2 sm:px-2 text-slate-900">{t('table.upTo', { amount: formatMoney(enhanced.indemnity_cents) })}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 sm:pr-3 font-normal text-slate-700">
              {t('table.price')}
            </th>
            <td className="px-1.5 py-2 sm:px-2 font-semibold text-slate-900 tabular-nums">
              {price(standard.price_cents)}
              <span className="block font-normal text-slate-600">{t('table.orPlanDownload')}</span>
            </td>
            <td className="px-1.5 py-2 sm:px-2 font-semibold text-slate-900 tabular-nums">
              {price(enhanced.price_cents)}
              {enhanced.upgrade_price_cents && (
                <span className="block font-normal text-slate-600">
                  {t('table.orUpgrade', { price: price(enhanced.upgrade_price_cents) })}
                </span>
              )}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

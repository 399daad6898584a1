import type { AdminOffer, AdminPromoCode } from '@stock/contracts';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { PasswordAgain } from '../admin/PasswordAgain';
import { ReasonForm } from '../admin/ReasonForm';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { OfferForm } from './OfferForm';
import { PromoCodeForm } from './PromoCodeForm';
import { offerFields, promoFields, savingOf, usePricing, usePricingChange } from './pricing-api';
import { VariantRow } from './VariantRow';

const validityOf = (t: TFunction, code: { starts_at: string | null; expires_at: string | null; first_purchase_only: boolean }) =>
  [
    code.starts_at && t('admin-pricing:validity.from', { date: formatDate(code.starts_at) }),
    code.expires_at && t('admin-pricing:validity.until', { date: formatDate(code.expires_at) }),
    code.first_purchase_only && t('admin-pricing:validity.firstPurchaseOnly'),
  ]
    .filter(Boolean)
    .join(t('admin-pricing:validity.separator'));

function CodeItem({
  code,
  summary,
  pending,
  onToggle,
  children,
}: {
  code: AdminOffer | AdminPromoCode;
  summary: string;
  pending: boolean;
  onToggle: (reason: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-pricing');
  const validity = validityOf(t, code);
  return (
    <li className="space-y-2 py-3">
      <p className="text-sm break-words text-slate-900">
        <span className="font-mono font-semibold">{code.code}</span> · {summary} · {savingOf(t, code)}
        {validity && <> · {validity}</>} · <strong>{code.active ? t('state.active') : t('state.off')}</strong>
      </p>
      <ReasonForm
        label={t(code.active ? 'toggle.deactivateLabel' : 'toggle.activateLabel', { code: code.code })}
        action={code.active ? t('toggle.deactivate') : t('toggle.activate')}
        tone={code.active ? 'danger' : 'neutral'}
        pending={pending}
        onSubmit={onToggle}
      />
      {children}
    </li>
  );
}

/** Prices, offers and promo codes; every change asks for the password again and is audited with old and new values. */
export function PricingPage() {
  const { t } = useTranslation('admin-pricing');
  const [password, setPassword] = useState('');
  const { data, isPending, isError, refetch, dataUpdatedAt } = usePricing();
  const change = usePricingChange(password, () => setPassword(''));
  if (isPending) return <TableSkeleton rows={8} />;
  if (isError) return <ErrorState message={t('loadError')} onRetry={() => refetch()} />;
  return (
    <section>
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-4">
        <PasswordAgain value={password} onChange={setPassword} />
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('variantsHeading')}</h2>
      <div>
        {data.variants.map((variant) => (
          <VariantRow
            key={variant.plan_variant_id}
            variant={variant}
            pending={change.isPending}
            onSave={(body) => change.mutate({ path: `/admin/pricing/variants/${variant.plan_variant_id}`, method: 'PUT', body })}
          />
        ))}
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('offersHeading')}</h2>
      <ul aria-label={t('offersHeading')} className="divide-y divide-slate-200">
        {data.offers.map((offer) => (
          <CodeItem
            key={offer.code}
            code={offer}
            summary={offer.title}
            pending={change.isPending}
            onToggle={(reason) =>
              change.mutate({
                path: `/admin/pricing/offers/${offer.code}`,
                method: 'PUT',
                body: { ...offerFields(offer), active: !offer.active, reason },
              })
            }
          >
            <OfferForm
              key={`${offer.code}-${dataUpdatedAt}`}
              offer={offer}
              pending={change.isPending}
              onSave={(body) => change.mutate({ path: `/admin/pricing/offers/${offer.code}`, method: 'PUT', body })}
            />
          </CodeItem>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('promo.heading')}</h2>
      <PromoCodeForm
        plans={data.plans}
        pending={change.isPending}
        onCreate={(body) => change.mutate({ path: '/admin/pricing/promo-codes', method: 'POST', body })}
      />
      {data.promo_codes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('promo.empty')}</p>
      ) : (
        <ul aria-label={t('promo.heading')} className="divide-y divide-slate-200">
          {data.promo_codes.map((promo) => (
            <CodeItem
              key={promo.id}
              code={promo}
              summary={t('promo.summary', { description: promo.description, used: promo.redemptions, max: promo.max_redemptions })}
              pending={change.isPending}
              onToggle={(reason) =>
                change.mutate({
                  path: `/admin/pricing/promo-codes/${promo.id}`,
                  method: 'PUT',
                  body: { ...promoFields(promo), active: !promo.active, reason },
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

import type { AdminOffer, AdminPromoCode } from '@stock/contracts';
import { type ReactNode, useState } from 'react';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { PasswordAgain } from '../admin/PasswordAgain';
import { ReasonForm } from '../admin/ReasonForm';
import { formatDate } from '../earnings/money';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { OfferForm } from './OfferForm';
import { PromoCodeForm } from './PromoCodeForm';
import { offerFields, promoFields, savingOf, usePricing, usePricingChange } from './pricing-api';
import { VariantRow } from './VariantRow';

const validityOf = (code: { starts_at: string | null; expires_at: string | null; first_purchase_only: boolean }) =>
  [
    code.starts_at && `from ${formatDate(code.starts_at)}`,
    code.expires_at && `until ${formatDate(code.expires_at)}`,
    code.first_purchase_only && 'first purchase only',
  ]
    .filter(Boolean)
    .join(', ');

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
  return (
    <li className="space-y-2 py-3">
      <p className="text-sm break-words text-slate-900">
        <span className="font-mono font-semibold">{code.code}</span> · {summary} · {savingOf(code)}
        {validityOf(code) && <> · {validityOf(code)}</>} · <strong>{code.active ? 'active' : 'off'}</strong>
      </p>
      <ReasonForm
        label={`${code.active ? 'Deactivate' : 'Activate'} ${code.code}`}
        action={code.active ? 'Deactivate' : 'Activate'}
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
  const [password, setPassword] = useState('');
  const { data, isPending, isError, refetch, dataUpdatedAt } = usePricing();
  const change = usePricingChange(password, () => setPassword(''));
  if (isPending) return <TableSkeleton rows={8} />;
  if (isError) return <ErrorState message="We could not load the prices." onRetry={() => refetch()} />;
  return (
    <section>
      <title>{`Pricing · Administration · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Pricing</h1>
      <p className="mt-2 text-sm text-slate-600">
        A new price applies to new orders only; orders already made keep what they cost. Each change is kept in the audit log with its old
        and new values.
      </p>
      <div className="mt-4">
        <PasswordAgain value={password} onChange={setPassword} />
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Plans and credit packs</h2>
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
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Offers</h2>
      <ul aria-label="Offers" className="divide-y divide-slate-200">
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
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Promo codes</h2>
      <PromoCodeForm
        plans={data.plans}
        pending={change.isPending}
        onCreate={(body) => change.mutate({ path: '/admin/pricing/promo-codes', method: 'POST', body })}
      />
      {data.promo_codes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No promo codes yet.</p>
      ) : (
        <ul aria-label="Promo codes" className="divide-y divide-slate-200">
          {data.promo_codes.map((promo) => (
            <CodeItem
              key={promo.id}
              code={promo}
              summary={`${promo.description} · ${promo.redemptions} of ${promo.max_redemptions} used`}
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

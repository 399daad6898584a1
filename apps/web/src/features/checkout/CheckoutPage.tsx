import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { billingPaths } from '../../app-paths';
import { formatMoney } from '../../components/format/format-money';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { messageOf } from '../auth/form/server-errors';
import type { FieldErrors } from '../auth/form/use-form';
import { quoteQuery } from '../billing/billing-queries';
import type { CardField, TypedCard } from './card-rules';
import { HostedPayment } from './HostedPayment';
import { OrderSummary } from './OrderSummary';
import { PromoCodeField } from './PromoCodeField';
import { TestCardForm } from './TestCardForm';
import { useCheckout } from './use-checkout';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const planVariantId = positiveId(params.get('plan_variant_id'));
  const offer = params.get('offer') || null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-8 sm:py-12">
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      <p className="text-sm">
        <Link to={billingPaths.pricing()} className="font-medium text-sky-700 hover:underline">
          {t('allPlans')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <RequireSession forRole="buyer">
        {planVariantId === null ? (
          <NoPlanChosen />
        ) : (
          <Checkout key={`${planVariantId}-${offer}`} planVariantId={planVariantId} offer={offer} />
        )}
      </RequireSession>
    </div>
  );
}

/** No answer at all (the network), as opposed to an answer that refused. */
const unreachable = (error: unknown) => error instanceof ApiError && !error.envelope;

function NoPlanChosen() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('noPlan.heading')}</p>
      <Link to={billingPaths.pricing()} className="mt-3 inline-block font-semibold text-sky-700 hover:underline">
        {t('noPlan.link')}
      </Link>
    </div>
  );
}

function Checkout({ planVariantId, offer }: { planVariantId: number; offer: string | null }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const details = useQuery(quoteQuery(planVariantId, offer));
  const checkout = useCheckout(planVariantId, offer);
  const [redirecting, setRedirecting] = useState(false);
  const [cardErrors, setCardErrors] = useState<FieldErrors<CardField>>();

  if (details.isPending)
    return (
      <div role="status" aria-label={t('loading')} className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  if (details.isError)
    return (
      <div className="mt-8">
        <ErrorState title={t('prepareError')} message={messageOf(details.error)} onRetry={() => details.refetch()} />
      </div>
    );

  const pay = (card: TypedCard | null) =>
    checkout.mutate(card, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'paid') navigate(billingPaths.checkoutSuccess(outcome.order.order_id));
        else if (outcome.kind === 'refused') navigate(billingPaths.checkoutFailure(planVariantId, offer, outcome.message));
        else if (outcome.kind === 'invalid') setCardErrors(outcome.errors);
        else {
          setRedirecting(true);
          window.location.assign(outcome.url);
        }
      },
    });

  const payLabel = t('pay', { amount: formatMoney(details.data.total_cents, details.data.currency) });
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="payment-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="payment-heading" className="mb-5 text-lg font-semibold text-slate-900">
          {t('payByCard')}
        </h2>
        {checkout.isError && (
          <p role="alert" className="mb-5 rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-900">
            {unreachable(checkout.error) ? t('unreachable') : messageOf(checkout.error)}
          </p>
        )}
        {details.data.payment_provider === 'test' && !redirecting ? (
          <TestCardForm
            payLabel={payLabel}
            busy={checkout.isPending}
            onPay={pay}
            serverErrors={cardErrors}
            saveChoice={{ kept: details.data.plan.kind === 'subscription' }}
          />
        ) : (
          <HostedPayment payLabel={payLabel} busy={checkout.isPending} redirecting={redirecting} onPay={() => pay(null)} />
        )}
      </section>
      <div className="order-first lg:order-last">
        <OrderSummary quote={details.data}>
          <PromoCodeField applied={offer} onApply={(code) => navigate(billingPaths.checkout(planVariantId, code), { replace: true })} />
        </OrderSummary>
      </div>
    </div>
  );
}

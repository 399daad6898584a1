import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { billingPaths, paths } from '../../app-paths';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { subscriptionQuery } from '../billing/billing-queries';
import { renewalText } from '../billing/SubscriptionStatus';

const primary =
  'rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';
const secondary =
  'rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

function ResultFrame({ tone, title, children }: { tone: 'success' | 'failure'; title: string; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-8 sm:py-16">
      <title>{t('resultTitle', { title, brand: siteConfig.brand })}</title>
      <div
        className={`rounded-2xl border p-6 text-center sm:p-10 ${tone === 'success' ? 'border-emerald-200 bg-emerald-50' : 'border-rose-200 bg-rose-50'}`}
      >
        <p
          aria-hidden="true"
          className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold text-white ${tone === 'success' ? 'bg-emerald-600' : 'bg-rose-600'}`}
        >
          {tone === 'success' ? '✓' : '!'}
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function ActivePlan() {
  const { t } = useTranslation('checkout');
  const { data: status } = useQuery(subscriptionQuery());
  if (!status) return null;
  const { subscription } = status;
  return (
    <p className="mt-3 text-slate-700">
      {subscription && (
        <>
          <Trans
            t={t}
            i18nKey="success.planActive"
            values={{ name: subscription.variant_name, renewal: renewalText(subscription) }}
            components={{ strong: <strong /> }}
          />{' '}
        </>
      )}
      <Trans t={t} i18nKey="success.downloadsLeft" values={{ count: status.downloads_left }} components={{ strong: <strong /> }} />
    </p>
  );
}

export function CheckoutSuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  return (
    <ResultFrame tone="success" title={t('success.title')}>
      <RequireSession forRole="buyer">
        <p className="mt-3 text-slate-700">{orderId ? t('success.thanksOrder', { orderId }) : t('success.thanks')}</p>
        <ActivePlan />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.search('')} className={primary}>
            {t('success.startDownloading')}
          </Link>
          <Link to={billingPaths.billing()} className={secondary}>
            {t('success.seeInvoice')}
          </Link>
        </div>
      </RequireSession>
    </ResultFrame>
  );
}

export function CheckoutFailurePage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const message = params.get('message') || t('failure.defaultMessage');
  const planVariantId = Number(params.get('plan_variant_id'));
  const offer = params.get('offer') || null;
  return (
    <ResultFrame tone="failure" title={t('failure.title')}>
      <p role="alert" className="mt-3 text-lg font-medium text-rose-900">
        {message}
      </p>
      <p className="mt-2 text-slate-700">{t('failure.nothingCharged')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {Number.isSafeInteger(planVariantId) && planVariantId > 0 && (
          <Link to={billingPaths.checkout(planVariantId, offer)} className={primary}>
            {t('failure.tryAnother')}
          </Link>
        )}
        <Link to={billingPaths.pricing()} className={secondary}>
          {t('failure.backToPlans')}
        </Link>
      </div>
    </ResultFrame>
  );
}

import type { PlanSubscription } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { formatMoney } from '../../components/format/format-money';
import { toast } from '../../components/toasts/toast';
import { SentencePart } from '../account/SentencePart';
import { messageOf } from '../auth/form/server-errors';
import { upgradeNow } from './billing-api';
import { billingKeys } from './billing-queries';
import { actionButton } from './CancelControl';

/**
 * Upgrade now: the default card pays the difference at once and the larger quota starts today. What can be upgraded to
 * is the server's answer; without a card the buyer is sent to add one and brought back here.
 */
export function UpgradeOptions({ subscription }: { subscription: PlanSubscription }) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const attemptKey = useRef<string | null>(null);
  const upgrade = useMutation({
    mutationFn: async (planVariantId: number) => {
      attemptKey.current ??= crypto.randomUUID();
      const answer = await upgradeNow({ plan_variant_id: planVariantId, idempotency_key: attemptKey.current });
      attemptKey.current = null;
      return answer;
    },
    onSuccess: ({ result, message }) => {
      queryClient.setQueryData(billingKeys.subscription(), result.subscription);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      setConfirming(null);
      if (result.order.status === 'paid') toast.success(message);
      else toast.error(result.order.failure_message ?? message);
    },
    onError: (error) => {
      attemptKey.current = null;
      toast.error(messageOf(error));
    },
  });
  const options = subscription.upgrades;
  if (options.length === 0) return null;
  const card = subscription.payment_method;
  return (
    <section id="upgrade" aria-labelledby="upgrade-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="upgrade-heading" className="text-lg font-semibold text-slate-900">
        {t('upgrade.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('upgrade.intro')}</p>
      {!card && (
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('upgrade.noCard')}{' '}
          <SentencePart
            sentence={t('upgrade.addCardAndReturn', { link: t('upgrade.addCardLink') })}
            part={t('upgrade.addCardLink')}
            render={(link) => (
              <Link to={billingPaths.paymentMethods('upgrade')} className="font-semibold text-sky-800 underline">
                {link}
              </Link>
            )}
          />
        </p>
      )}
      <ul className="mt-4 divide-y divide-slate-100">
        {options.map(({ plan_name, media, variant }) => (
          <li key={variant.plan_variant_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-slate-900">{variant.name}</p>
              <p className="text-sm text-slate-600">
                {t('upgrade.option', {
                  media: t(`media.${media}`),
                  downloads: variant.downloads,
                  price: formatMoney(variant.price_cents, variant.currency),
                  interval: variant.interval,
                })}
              </p>
            </div>
            {confirming === variant.plan_variant_id ? (
              <span className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={upgrade.isPending}
                  onClick={() => upgrade.mutate(variant.plan_variant_id)}
                  className={`${actionButton} bg-slate-900 text-white hover:bg-slate-700`}
                >
                  {upgrade.isPending ? t('upgrade.upgrading') : t('upgrade.confirm', { plan: plan_name })}
                </button>
                <button type="button" onClick={() => setConfirming(null)} className={`${actionButton} text-slate-800 hover:bg-slate-100`}>
                  {t('upgrade.notNow')}
                </button>
              </span>
            ) : card ? (
              <button
                type="button"
                onClick={() => setConfirming(variant.plan_variant_id)}
                aria-label={t('upgrade.toLabel', { plan: variant.name })}
                className={`${actionButton} border border-slate-300 text-slate-800 hover:bg-slate-100`}
              >
                {t('upgrade.button')}
              </button>
            ) : (
              <Link
                to={billingPaths.paymentMethods('upgrade')}
                aria-label={t('upgrade.addCardToLabel', { plan: variant.name })}
                className={`${actionButton} border border-slate-300 text-slate-800 hover:bg-slate-100`}
              >
                {t('upgrade.addCard')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

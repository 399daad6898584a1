import type { CheckoutData, Order } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format/format-money';
import { messageOf } from '../auth/form/server-errors';
import type { FieldErrors } from '../auth/form/use-form';
import { billingKeys } from '../billing/billing-queries';
import type { CardField, TypedCard } from '../checkout/card-rules';
import { TestCardForm } from '../checkout/TestCardForm';
import { settleOrder } from '../checkout/use-checkout';

/**
 * Pays a licence order the server made and priced: its lines as the server wrote them, then the test provider's card
 * form, or straight to the provider's hosted page.
 */
export function LicenceOrderPayment({
  started,
  attempt,
  onPaid,
  onCancel,
}: {
  started: CheckoutData;
  attempt: { finish: () => void };
  onPaid: (order: Order) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('licensing');
  const queryClient = useQueryClient();
  const [cardErrors, setCardErrors] = useState<FieldErrors<CardField>>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const hosted = started.payment.redirect_url;
  useEffect(() => {
    if (hosted) window.location.assign(hosted);
  }, [hosted]);
  const pay = useMutation({
    mutationFn: (card: TypedCard) => settleOrder(started, attempt, card),
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') {
        void queryClient.invalidateQueries({ queryKey: billingKeys.all });
        onPaid(outcome.order);
      } else if (outcome.kind === 'invalid') setCardErrors(outcome.errors);
      else if (outcome.kind === 'refused') setRefusal(outcome.message);
    },
    onError: (error) => setRefusal(messageOf(error)),
  });
  const { order } = started;
  return (
    <section aria-label={t('payment.label')} className="space-y-4 border-t border-slate-200 px-4 py-4">
      <dl className="space-y-1 text-sm">
        {order.lines.map((line) => (
          <div key={`${line.kind}-${line.description}`} className="flex justify-between gap-3">
            <dt className="text-slate-700">{line.description}</dt>
            <dd className="tabular-nums text-slate-900">{formatMoney(line.amount_cents, order.currency)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold">
          <dt>{t('payment.total')}</dt>
          <dd className="tabular-nums">{formatMoney(order.total_cents, order.currency)}</dd>
        </div>
      </dl>
      {refusal && (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {refusal}
        </p>
      )}
      {hosted ? (
        <p role="status" className="rounded-lg bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-900">
          {t('payment.redirecting')}
        </p>
      ) : (
        <TestCardForm
          payLabel={t('payment.pay', { amount: formatMoney(order.total_cents, order.currency) })}
          busy={pay.isPending}
          onPay={(card) => pay.mutate(card)}
          serverErrors={cardErrors}
        />
      )}
      <button type="button" onClick={onCancel} className="text-sm font-semibold text-slate-700 underline underline-offset-2">
        {t('common:dialog.cancel')}
      </button>
    </section>
  );
}

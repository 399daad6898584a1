import type { AdminOrderRefunds } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/format/format-money';
import { toast } from '../../components/toasts/toast';
import { adminCall } from '../admin/console-api';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { centsOf } from './dollars';

/**
 * Refunds part or all of what is left. Above the threshold the password is asked for again, and the server checks that
 * it was: the form only saves a round trip to a 403. Each intended refund carries a key made when the form opens: a
 * retry after an error or a timeout sends the same key, so a refund the server did record is answered, not made again;
 * only a refund that went through makes a new key for the next one.
 */
export function RefundForm({ orderId, refunds }: { orderId: number; refunds: AdminOrderRefunds }) {
  const { t } = useTranslation('admin-orders');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState((refunds.refundable_cents / 100).toFixed(2));
  const [password, setPassword] = useState('');
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const amountId = useId();
  const passwordId = useId();
  const cents = centsOf(amount);
  const needsPassword = cents !== null && cents > refunds.reauth_above_cents;
  const refund = useMutation({
    mutationFn: async (reason: string) => {
      if (needsPassword) await adminCall('/admin/reauth', { method: 'POST', body: { password } });
      return adminCall<AdminOrderRefunds>(`/admin/orders/${orderId}/refunds`, {
        method: 'POST',
        body: { amount_cents: cents, reason, idempotency_key: attemptKey },
      });
    },
    onSuccess: ({ data, message }) => {
      toast.success(message);
      setAttemptKey(crypto.randomUUID());
      setPassword('');
      setAmount((data.refundable_cents / 100).toFixed(2));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const amountError =
    cents === null || cents < 1
      ? t('refundForm.amountInvalid')
      : cents > refunds.refundable_cents
        ? t('refundForm.amountTooHigh', { amount: formatMoney(refunds.refundable_cents, refunds.currency) })
        : null;
  return (
    <div>
      <ReasonForm
        label={t('refundForm.label', { id: orderId })}
        action={t('refundForm.action')}
        tone="danger"
        pending={refund.isPending}
        onSubmit={(reason) => {
          if (amountError === null && (!needsPassword || password)) refund.mutate(reason);
        }}
        extra={
          <>
            <label htmlFor={amountId} className="text-xs font-medium text-slate-700">
              {t('refundForm.amount', { currency: refunds.currency })}
              <input
                id={amountId}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={amountError !== null}
                aria-describedby={`${amountId}-hint`}
                className={`mt-1 block w-32 ${inputClass(amountError !== null)}`}
              />
            </label>
            {needsPassword && (
              <label htmlFor={passwordId} className="text-xs font-medium text-slate-700">
                {t('refundForm.password')}
                <input
                  id={passwordId}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  className={`mt-1 block w-48 max-w-full ${inputClass(false)}`}
                />
              </label>
            )}
          </>
        }
      />
      <p id={`${amountId}-hint`} className={`mt-2 text-xs ${amountError ? 'text-rose-700' : 'text-slate-600'}`}>
        {amountError ?? t('refundForm.hint', { amount: formatMoney(refunds.reauth_above_cents, refunds.currency) })}
      </p>
    </div>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../auth/form/SubmitButton';

/**
 * The card is taken on the provider's own secure page (Stripe Checkout): no payment script runs on this site. The
 * button makes the order and sends the buyer there; Stripe sends them back to the checkout result pages.
 */
export function HostedPayment({
  payLabel,
  busy,
  redirecting,
  onPay,
}: {
  payLabel: string;
  busy: boolean;
  redirecting: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('checkout');
  if (redirecting)
    return (
      <p role="status" className="rounded-lg bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900">
        {t('hosted.redirecting')}
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };
  return (
    <form aria-label={t('hosted.formLabel')} onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-700">{t('hosted.explanation')}</p>
      <SubmitButton busy={busy} busyLabel={t('hosted.opening')}>
        {payLabel}
      </SubmitButton>
    </form>
  );
}

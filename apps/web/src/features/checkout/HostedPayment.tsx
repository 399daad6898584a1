import type { FormEvent } from 'react';
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
  if (redirecting)
    return (
      <p role="status" className="rounded-lg bg-sky-50 px-4 py-3 text-sm font-semibold text-sky-900">
        Redirecting to secure payment…
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };
  return (
    <form aria-label="Secure payment" onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-700">
        You enter your card on Stripe's secure payment page, then come back here. Your card details never reach this site.
      </p>
      <SubmitButton busy={busy} busyLabel="Opening secure payment…">
        {payLabel}
      </SubmitButton>
    </form>
  );
}

import type { PaymentMethodsData, SavedCard } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { billingPaths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { messageOf } from '../auth/form/server-errors';
import type { FieldErrors } from '../auth/form/use-form';
import { type CardField, cardBody, cardErrorsOf, type TypedCard } from '../checkout/card-rules';
import { TestCardForm } from '../checkout/TestCardForm';
import { AccountPage } from './AccountPage';
import { addTestCard, changeCard, startCardSetup } from './billing-api';
import { billingKeys, paymentMethodsQuery } from './billing-queries';
import { actionButton } from './CancelControl';

/** After a change the cards are as the server answered; the plan's card (shown on the subscription page) may have moved. */
function useCardsChanged() {
  const queryClient = useQueryClient();
  return ({ cards, message }: { cards: PaymentMethodsData; message: string }) => {
    queryClient.setQueryData(billingKeys.paymentMethods(), cards);
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription() });
    toast.success(message);
  };
}

function CardRow({ card }: { card: SavedCard }) {
  const changed = useCardsChanged();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (action: 'makeDefaultCard' | 'removeCard') => changeCard(action, card.payment_method_id),
    onSuccess: changed,
    onError: (error) => toast.error(messageOf(error)),
  });
  const name = `${card.brand} ending ${card.last4}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div>
        <p className="font-semibold text-slate-900">
          {name}
          {card.is_default && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800">
              Default
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {card.is_default ? 'Pays your renewals and upgrades' : 'Saved'}
          {card.provider === 'test' ? ' · test mode' : ''}
        </p>
      </div>
      <span className="flex flex-wrap gap-2">
        {!card.is_default && !confirming && (
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate('makeDefaultCard')}
            aria-label={`Make default: ${name}`}
            className={`${actionButton} border border-slate-300 text-slate-800 hover:bg-slate-100`}
          >
            Make default
          </button>
        )}
        {confirming ? (
          <>
            <button
              type="button"
              disabled={change.isPending}
              onClick={() => change.mutate('removeCard')}
              className={`${actionButton} bg-rose-700 text-white hover:bg-rose-800`}
            >
              {change.isPending ? 'Removing…' : `Remove ${name}`}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={`${actionButton} text-slate-800 hover:bg-slate-100`}>
              Keep it
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${name}`}
            className={`${actionButton} text-rose-800 hover:bg-rose-50`}
          >
            Remove
          </button>
        )}
      </span>
    </li>
  );
}

/** Stripe takes the card on its own page (Checkout in setup mode) and the buyer comes back here to find it saved. */
function StripeCardSetup() {
  const [leaving, setLeaving] = useState(false);
  const setup = useMutation({
    mutationFn: startCardSetup,
    onSuccess: (url) => {
      setLeaving(true);
      window.location.assign(url);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        You add the card on Stripe's secure page; nothing is charged. Back here, it is listed once Stripe confirms it.
      </p>
      <button
        type="button"
        disabled={setup.isPending || leaving}
        onClick={() => setup.mutate()}
        className={`${actionButton} bg-slate-900 text-white hover:bg-slate-700`}
      >
        {setup.isPending || leaving ? 'Opening Stripe…' : "Add a card on Stripe's page"}
      </button>
    </div>
  );
}

function AddCard({ provider, backToUpgrade }: { provider: PaymentMethodsData['provider']; backToUpgrade: boolean }) {
  const changed = useCardsChanged();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<CardField>>();
  const add = useMutation({
    mutationFn: (card: TypedCard) => addTestCard(cardBody(card.values)),
    onSuccess: (answer) => {
      changed(answer);
      if (backToUpgrade) navigate(billingPaths.upgrade());
    },
    onError: (error) => {
      const fields = cardErrorsOf(error);
      if (fields) setErrors(fields);
      else toast.error(messageOf(error));
    },
  });
  return (
    <section aria-labelledby="add-card-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="add-card-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Add a card
      </h2>
      {provider === 'test' ? (
        <TestCardForm formLabel="Add a card" payLabel="Save card" busy={add.isPending} onPay={add.mutate} serverErrors={errors} />
      ) : (
        <StripeCardSetup />
      )}
    </section>
  );
}

function PaymentMethods() {
  const [params] = useSearchParams();
  const backToUpgrade = params.get('next') === 'upgrade';
  const { data, isPending, isError, refetch } = useQuery(paymentMethodsQuery());
  if (isPending) return <div role="status" aria-label="Loading your cards" className="h-56 animate-pulse rounded-2xl bg-slate-100" />;
  if (isError) return <ErrorState message="We could not load your cards." onRetry={() => refetch()} />;
  return (
    <div className="space-y-6">
      {backToUpgrade && (
        <p role="note" className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900">
          Add a card to finish your upgrade: you go back to it once the card is saved.
        </p>
      )}
      <section aria-labelledby="cards-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="cards-heading" className="text-lg font-semibold text-slate-900">
          Saved cards
        </h2>
        {data.payment_methods.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No saved cards yet. Without one, your plan ends at the end of its period.</p>
        ) : (
          <ul aria-label="Saved cards" className="mt-2 divide-y divide-slate-100">
            {data.payment_methods.map((card) => (
              <CardRow key={card.payment_method_id} card={card} />
            ))}
          </ul>
        )}
      </section>
      <AddCard provider={data.provider} backToUpgrade={backToUpgrade} />
    </div>
  );
}

export function PaymentMethodsPage() {
  return (
    <AccountPage title="Payment methods" intro="The cards saved for your renewals, upgrades and later payments.">
      <PaymentMethods />
    </AccountPage>
  );
}

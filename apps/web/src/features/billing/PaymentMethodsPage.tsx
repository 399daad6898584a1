import type { PaymentMethodsData, SavedCard } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { billingPaths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
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
  const { t } = useTranslation('billing');
  const changed = useCardsChanged();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (action: 'makeDefaultCard' | 'removeCard') => changeCard(action, card.payment_method_id),
    onSuccess: changed,
    onError: (error) => toast.error(messageOf(error)),
  });
  const name = t('cards.name', { brand: card.brand, last4: card.last4 });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div>
        <p className="font-semibold text-slate-900">
          {name}
          {card.is_default && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800">
              {t('cards.default')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {card.is_default ? t('cards.paysRenewals') : t('cards.saved')}
          {card.provider === 'test' ? ` · ${t('cards.testMode')}` : ''}
        </p>
      </div>
      <span className="flex flex-wrap gap-2">
        {!card.is_default && !confirming && (
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate('makeDefaultCard')}
            aria-label={t('cards.makeDefaultLabel', { name })}
            className={`${actionButton} border border-slate-300 text-slate-800 hover:bg-slate-100`}
          >
            {t('cards.makeDefault')}
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
              {change.isPending ? t('cards.removing') : t('cards.removeLabel', { name })}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={`${actionButton} text-slate-800 hover:bg-slate-100`}>
              {t('cards.keep')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t('cards.removeLabel', { name })}
            className={`${actionButton} text-rose-800 hover:bg-rose-50`}
          >
            {t('cards.remove')}
          </button>
        )}
      </span>
    </li>
  );
}

/** Stripe takes the card on its own page (Checkout in setup mode) and the buyer comes back here to find it saved. */
function StripeCardSetup() {
  const { t } = useTranslation('billing');
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
      <p className="text-sm text-slate-600">{t('cards.stripeText')}</p>
      <button
        type="button"
        disabled={setup.isPending || leaving}
        onClick={() => setup.mutate()}
        className={`${actionButton} bg-slate-900 text-white hover:bg-slate-700`}
      >
        {setup.isPending || leaving ? t('cards.openingStripe') : t('cards.addOnStripe')}
      </button>
    </div>
  );
}

function AddCard({ provider, backToUpgrade }: { provider: PaymentMethodsData['provider']; backToUpgrade: boolean }) {
  const { t } = useTranslation('billing');
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
        {t('cards.add')}
      </h2>
      {provider === 'test' ? (
        <TestCardForm formLabel={t('cards.add')} payLabel={t('cards.save')} busy={add.isPending} onPay={add.mutate} serverErrors={errors} />
      ) : (
        <StripeCardSetup />
      )}
    </section>
  );
}

function PaymentMethods() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const backToUpgrade = params.get('next') === 'upgrade';
  const { data, isPending, isError, refetch } = useQuery(paymentMethodsQuery());
  if (isPending) return <div role="status" aria-label={t('cards.loading')} className="h-56 animate-pulse rounded-2xl bg-slate-100" />;
  if (isError) return <ErrorState message={t('cards.loadError')} onRetry={() => refetch()} />;
  return (
    <div className="space-y-6">
      {backToUpgrade && (
        <p role="note" className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {t('cards.finishUpgrade')}
        </p>
      )}
      <section aria-labelledby="cards-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="cards-heading" className="text-lg font-semibold text-slate-900">
          {t('cards.title')}
        </h2>
        {data.payment_methods.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('cards.none')}</p>
        ) : (
          <ul aria-label={t('cards.title')} className="mt-2 divide-y divide-slate-100">
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
  const { t } = useTranslation('billing');
  return (
    <AccountPage title={t('cards.pageTitle')} intro={t('cards.intro')}>
      <PaymentMethods />
    </AccountPage>
  );
}

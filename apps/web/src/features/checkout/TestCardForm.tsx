import { TEST_CARDS } from '@stock/contracts/values';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../auth/form/SubmitButton';
import { TextField } from '../auth/form/TextField';
import { type FieldErrors, useForm } from '../auth/form/use-form';
import { type CardField, formatCardNumber, formatExpiry, type TypedCard, validateCard } from './card-rules';

const EMPTY = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The built-in test provider's card form, to pay or to save a card. It says plainly that no real money moves, and lists
 * the cards to try.
 */
export function TestCardForm({
  payLabel,
  busy,
  onPay,
  serverErrors,
  formLabel,
  saveChoice,
}: {
  payLabel: string;
  busy: boolean;
  onPay: (card: TypedCard) => void;
  /** What the provider said about a field (an expired card, a card test mode does not take). */
  serverErrors?: FieldErrors<CardField>;
  formLabel?: string;
  /** Offers "Save this card"; a plan keeps its card for renewals, so there the choice is made already. */
  saveChoice?: { kept: boolean };
}) {
  const { t } = useTranslation('checkout');
  const form = useForm(EMPTY, (values) => validateCard(values, t));
  const [save, setSave] = useState(true);
  const { setServerErrors } = form;
  useEffect(() => {
    if (serverErrors) setServerErrors(serverErrors);
  }, [serverErrors, setServerErrors]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.canSubmit(event.currentTarget)) return;
    onPay({ values: form.values, save: saveChoice ? saveChoice.kept || save : true });
  };
  return (
    <form aria-label={formLabel ?? t('card.formLabel')} noValidate onSubmit={submit} className="space-y-5">
      <div role="note" aria-label={t('card.testMode.label')} className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4">
        <p className="flex items-center gap-2 font-semibold text-amber-950">
          <span className="rounded bg-amber-400 px-2 py-0.5 text-xs font-bold tracking-wider whitespace-nowrap text-amber-950">
            {t('card.testMode.badge')}
          </span>
          {t('card.testMode.noCharge')}
        </p>
        <p className="mt-1 text-sm text-amber-900">{t('card.testMode.instructions')}</p>
        <ul className="mt-2 space-y-1 text-sm">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="button"
                onClick={() => form.setValue('number', card.number)}
                aria-label={t('card.testMode.useCard', { number: card.number })}
                className="rounded font-mono font-semibold text-amber-950 underline decoration-amber-400 underline-offset-2 hover:decoration-amber-700 focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                {card.number}
              </button>{' '}
              <span className="text-amber-900">{card.outcome}</span>
            </li>
          ))}
        </ul>
      </div>
      <TextField
        id="card-number"
        label={t('card.number')}
        required
        autoComplete="cc-number"
        inputMode="numeric"
        {...form.field('number')}
        onChange={(event) => form.setValue('number', formatCardNumber(event.target.value))}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="card-expiry"
          label={t('card.expiry')}
          required
          autoComplete="cc-exp"
          inputMode="numeric"
          {...form.field('expiry')}
          onChange={(event) => form.setValue('expiry', formatExpiry(event.target.value))}
        />
        <TextField
          id="card-cvc"
          label={t('card.cvc')}
          required
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          {...form.field('cvc')}
        />
      </div>
      <TextField id="card-name" label={t('card.name')} required autoComplete="cc-name" {...form.field('name')} />
      {saveChoice && (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={saveChoice.kept || save}
              disabled={saveChoice.kept}
              onChange={(event) => setSave(event.target.checked)}
              className="size-4 rounded border-slate-300 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
            />
            {t('card.save')}
          </label>
          <p className="mt-1 ml-6 text-sm text-slate-600">{saveChoice.kept ? t('card.savedForPlan') : t('card.savedForLater')}</p>
        </div>
      )}
      <SubmitButton busy={busy} busyLabel={t('card.paying')}>
        {payLabel}
      </SubmitButton>
    </form>
  );
}

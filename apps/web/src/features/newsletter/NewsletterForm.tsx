import { isBasicEmail, normaliseEmail } from '@stock/contracts/values';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { subscribeToNewsletter } from './subscribe';

/** The spec: the input clears one second after the answer's toast. */
export const NEWSLETTER_CLEAR_DELAY_MS = 1000;

export function NewsletterForm() {
  const { t } = useTranslation('newsletter');
  const [email, setEmail] = useState('');
  const [subscribing, setSubscribing] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = normaliseEmail(email);
    if (!address || !isBasicEmail(address)) {
      toast.error(t('invalidEmail'));
      return;
    }
    setSubscribing(true);
    try {
      const answer = await subscribeToNewsletter(address);
      if (answer.status) toast.success(answer.message);
      else toast.error(answer.message || t('failed'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSubscribing(false);
      clearTimer.current = setTimeout(() => setEmail(''), NEWSLETTER_CLEAR_DELAY_MS);
    }
  }

  // noValidate: the field stays required and of type email for assistive tech and autofill, but the spec wants our
  // own "Invalid Email ID" toast rather than the browser's bubble.
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('formLabel')} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        {t('emailLabel')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-white/15 bg-white/5 px-3.5 py-2.5 text-sm text-white placeholder:text-slate-500 focus:border-sky-400 focus:outline-2 focus:outline-sky-400/40"
      />
      <button
        type="submit"
        disabled={subscribing}
        className="rounded-lg bg-sky-500 px-4 py-2.5 text-sm font-semibold text-slate-950 transition hover:bg-sky-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-wait disabled:opacity-70"
      >
        {subscribing ? t('subscribing') : t('subscribe')}
      </button>
    </form>
  );
}

import { useTranslation } from 'react-i18next';

/** "Resend code", disabled with the seconds left while the server would refuse a new code. */
export function ResendButton({
  seconds,
  busy,
  everSent,
  onResend,
}: {
  seconds: number;
  busy: boolean;
  everSent: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <p className="text-center text-sm text-slate-600">
      <button
        type="button"
        onClick={onResend}
        disabled={seconds > 0 || busy}
        className="rounded px-1 font-medium text-sky-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {busy ? t('code.sending') : t(seconds > 0 ? 'code.sendIn' : 'code.send', { seconds, again: String(everSent) })}
      </button>
    </p>
  );
}

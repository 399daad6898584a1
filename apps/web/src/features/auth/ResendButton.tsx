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
  const action = everSent ? 'Resend code' : 'Send code';
  return (
    <p className="text-center text-sm text-slate-600">
      <button
        type="button"
        onClick={onResend}
        disabled={seconds > 0 || busy}
        className="rounded px-1 font-medium text-sky-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {busy ? 'Sending...' : seconds > 0 ? `${action} in ${seconds} s` : action}
      </button>
    </p>
  );
}

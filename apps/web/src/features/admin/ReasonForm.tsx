import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form/TextField';

/**
 * A console action that asks why before it runs: every action is recorded with its reason. The button stays disabled
 * until there is a reason; `extra` holds fields of its own (a ground of complaint).
 */
export function ReasonForm({
  label,
  action,
  pending,
  onSubmit,
  extra,
  tone = 'neutral',
}: {
  label: string;
  action: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  extra?: ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  };
  const button = tone === 'danger' ? 'bg-rose-700 hover:bg-rose-800' : 'bg-slate-900 hover:bg-slate-700';
  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-wrap items-end gap-2">
      {extra}
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {t('reasonForm.reason')}
        <input
          id={id}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          className={`mt-1 block w-64 max-w-full ${inputClass(false)}`}
        />
      </label>
      <button
        type="submit"
        disabled={pending || !reason.trim()}
        className={`rounded-lg px-3 py-2 text-sm font-semibold text-white disabled:opacity-50 ${button}`}
      >
        {pending ? t('saving') : action}
      </button>
    </form>
  );
}

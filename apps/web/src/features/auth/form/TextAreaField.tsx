import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, inputClass } from './TextField';

interface TextAreaFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
}

/** A labelled multi-line input with its hint and error, as TextField. */
export function TextAreaField({ id, label, hint, error, rows = 4, ...input }: TextAreaFieldProps) {
  const { t } = useTranslation('auth');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span className="font-normal text-slate-500"> {t('form.optional')}</span>
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1.5 ${inputClass(Boolean(error))}`}
      />
      {error && <FieldMessage id={errorId as string}>{error}</FieldMessage>}
    </div>
  );
}

import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps {
  /** Unique on the page; the label, hint and error are tied to the input through it. */
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  required?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
}

export const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ${
    invalid ? 'border-red-500 focus:outline-red-500/40' : 'border-slate-300 focus:border-sky-500 focus:outline-sky-500/40'
  }`;

/** A labelled input with its hint and its error below it, announced to screen readers. */
export function TextField({ id, label, hint, error, required, ...input }: TextFieldProps) {
  // Also loads the `auth` namespace, where form/validation.ts finds its messages, on every page with a form.
  const { t } = useTranslation('auth');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {!required && <span className="font-normal text-slate-500"> {t('form.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <input
        id={id}
        {...input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1.5 ${inputClass(Boolean(error))}`}
      />
      {error && <FieldMessage id={errorId as string}>{error}</FieldMessage>}
    </div>
  );
}

export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {children}
    </p>
  );
}

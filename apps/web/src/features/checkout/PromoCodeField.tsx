import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The code field at checkout: a promo code or one of the published offers. The server prices the order with it and
 * says why a code does not apply; this field only passes the code on.
 */
export function PromoCodeField({ applied, onApply }: { applied: string | null; onApply: (code: string | null) => void }) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState(applied ?? '');
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (trimmed) onApply(trimmed);
  };
  return (
    <form aria-label={t('promo.label')} onSubmit={submit} className="mt-5 border-t border-slate-200 pt-5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t('promo.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm uppercase focus-visible:outline-2 focus-visible:outline-sky-500"
        />
        <button
          type="submit"
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {t('promo.apply')}
        </button>
      </div>
      {applied && (
        <button
          type="button"
          onClick={() => onApply(null)}
          className="mt-2 text-sm font-medium text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {t('promo.remove', { code: applied })}
        </button>
      )}
    </form>
  );
}

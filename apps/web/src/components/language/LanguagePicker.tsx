import { isLocale, LOCALES } from '@stock/contracts/values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chooseLanguage } from '../../i18n/choose-language';
import { LANGUAGE_NAMES } from '../../i18n/languages';

const TONES = {
  light: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  dark: 'border-white/20 bg-slate-900 text-slate-200 hover:bg-slate-800',
};

/**
 * The interface language, in the header and the footer: each language listed under its own name. `compact` (the
 * desktop header) shows the language's code, so the search box beside it keeps its width.
 */
export function LanguagePicker({ tone = 'light', compact = false }: { tone?: keyof typeof TONES; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  const onChange = (language: string) => {
    if (!isLocale(language)) return;
    // A `?lang=` in the address would win again on the next load: it follows the choice.
    if (params.has('lang')) {
      const next = new URLSearchParams(params);
      next.set('lang', language);
      setParams(next, { replace: true, preventScrollReset: true });
    }
    void chooseLanguage(language);
  };
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('languagePicker.label')}
      </label>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className={`h-4 w-4 shrink-0 fill-none stroke-current opacity-70 ${compact ? 'hidden xl:block' : ''}`}
        strokeWidth="1.5"
      >
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z" />
      </svg>
      <select
        id={id}
        value={current}
        onChange={(event) => onChange(event.target.value)}
        className={`max-w-[11rem] cursor-pointer rounded-md border py-1.5 pr-7 pl-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-500 ${TONES[tone]}`}
      >
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language} title={LANGUAGE_NAMES[language]}>
            {compact ? language.toUpperCase() : LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

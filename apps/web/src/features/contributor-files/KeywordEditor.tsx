import { FILE_METADATA_LIMITS } from '@stock/contracts/values';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../auth/form/TextField';
import { addKeywords, splitKeywords } from './keyword-list';

interface KeywordEditorProps {
  keywords: string[];
  onChange: (keywords: string[]) => void;
  /** Offered below the field, best first; those already chosen are left out. */
  suggestions: string[];
  error?: string;
  disabled?: boolean;
}

const { keywordsMin, keywordsMax } = FILE_METADATA_LIMITS;

/**
 * Keywords as removable chips. Enter or a comma adds what was typed; a pasted list ("a, b, c") adds every word;
 * Backspace in the empty field takes the last one back for editing.
 */
export function KeywordEditor({ keywords, onChange, suggestions, error, disabled }: KeywordEditorProps) {
  const { t } = useTranslation('contributor-files');
  const [text, setText] = useState('');
  const offered = suggestions.filter((word) => !keywords.includes(word));
  const full = keywords.length >= keywordsMax;

  const commit = (value: string) => {
    const words = splitKeywords(value);
    if (words.length > 0) onChange(addKeywords(keywords, words));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && keywords.length > 0) {
      event.preventDefault();
      setText(keywords.at(-1) ?? '');
      onChange(keywords.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[,;\n]/.test(pasted)) return;
    event.preventDefault();
    commit(`${text},${pasted}`);
  };

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor="file-keywords" className="block text-sm font-medium text-slate-800">
          {t('keywords.label')}
        </label>
        <span className={`text-xs tabular-nums ${keywords.length < keywordsMin ? 'text-amber-700' : 'text-slate-500'}`}>
          {t('keywords.count', { count: keywords.length, min: keywordsMin, max: keywordsMax })}
        </span>
      </div>
      <p id="file-keywords-hint" className="mt-0.5 text-xs text-slate-500">
        {t('keywords.hint')}
      </p>
      <div
        className={`mt-1.5 flex flex-wrap gap-1.5 rounded-lg border bg-white p-2 shadow-sm focus-within:outline-2 ${
          error
            ? 'border-red-500 focus-within:outline-red-500/40'
            : 'border-slate-300 focus-within:border-sky-500 focus-within:outline-sky-500/40'
        }`}
      >
        <ul aria-label={t('keywords.chosen')} className="contents">
          {keywords.map((keyword) => (
            <li key={keyword} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
              {keyword}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(keywords.filter((word) => word !== keyword))}
                aria-label={t('keywords.remove', { keyword })}
                className="flex h-5 w-5 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <input
          id="file-keywords"
          value={text}
          disabled={disabled || full}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => commit(text)}
          placeholder={full ? t('keywords.full') : keywords.length === 0 ? t('keywords.example') : t('keywords.add')}
          maxLength={FILE_METADATA_LIMITS.keywordMaxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={['file-keywords-hint', error && 'file-keywords-error'].filter(Boolean).join(' ')}
          className="min-w-40 flex-1 border-0 bg-transparent px-1 py-1 text-base text-slate-900 outline-none placeholder:text-slate-400 sm:text-sm"
        />
      </div>
      {error && <FieldMessage id="file-keywords-error">{error}</FieldMessage>}
      {offered.length > 0 && !disabled && (
        <div className="mt-3">
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('keywords.suggestions')}</p>
            <button
              type="button"
              onClick={() => onChange(addKeywords(keywords, offered))}
              className="text-xs font-semibold text-sky-700 hover:underline"
            >
              {t('keywords.addAll')}
            </button>
          </div>
          <ul aria-label={t('keywords.suggestionsLabel')} className="mt-1.5 flex flex-wrap gap-1.5">
            {offered.map((word) => (
              <li key={word}>
                <button
                  type="button"
                  disabled={full}
                  onClick={() => onChange(addKeywords(keywords, [word]))}
                  aria-label={t('keywords.addOne', { keyword: word })}
                  className="rounded-full border border-dashed border-slate-400 px-3 py-1 text-sm text-slate-700 hover:border-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-50"
                >
                  + {word}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import type { BlogAudience } from '@stock/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { blogPaths } from '../../app-paths';
import { useSuggestionCombobox } from '../../hooks/use-suggestion-combobox';
import { blogSuggestionsQuery } from './blog-queries';

/**
 * Searches the blog (the query goes into the list's URL) and suggests article titles as the reader types, as an ARIA
 * combobox: focus stays in the field, the arrows move through the titles, Enter opens the highlighted one.
 */
export function BlogSearchBox({
  audience,
  initialQuery,
  categoryId,
}: {
  audience: BlogAudience;
  initialQuery: string;
  categoryId: number | null;
}) {
  const { t } = useTranslation('blogs');
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const id = `${audience}-blog-search`;
  const combobox = useSuggestionCombobox(id, query, (typed) => blogSuggestionsQuery(audience, typed));
  const { suggestions, expanded, activeIndex } = combobox;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { active } = combobox;
    combobox.close();
    if (active) navigate(blogPaths.post(audience, active.slug));
    else navigate(blogPaths.list(audience, { query: query.trim(), categoryId }));
  }

  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          name="query"
          {...combobox.inputProps}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            combobox.typing();
          }}
          placeholder={t('search.label')}
          maxLength={200}
          enterKeyHint="search"
          className="w-full rounded-full border border-slate-300 bg-white py-3 pr-14 pl-5 text-slate-900 placeholder:text-slate-400 focus:border-sky-500 focus:outline-3 focus:outline-sky-500/30"
        />
        <button
          type="submit"
          aria-label={t('search.label')}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full bg-slate-900 p-2.5 text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
        </button>
        <div
          id={combobox.listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!expanded}
          className="absolute inset-x-0 z-40 mt-2 max-h-80 overflow-auto rounded-2xl border border-slate-200 bg-white py-2 text-left shadow-xl"
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: in a combobox, focus stays in the field; options are reached with aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own key handler selects options (arrows, Enter)
            <div
              key={suggestion.id}
              role="option"
              {...combobox.optionProps(index)}
              onClick={() => {
                combobox.close();
                navigate(blogPaths.post(audience, suggestion.slug));
              }}
              className={`cursor-pointer px-4 py-2 text-slate-800 ${index === activeIndex ? 'bg-sky-50 text-sky-900' : ''}`}
            >
              {suggestion.title}
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app-paths';
import { keywordSuggestionsQuery } from '../../features/search/search-queries';
import { useSuggestionCombobox } from '../../hooks/use-suggestion-combobox';
import { formatCount } from '../format/format-count';

interface SearchBoxProps {
  size?: 'compact' | 'large';
  id: string;
}

/**
 * The search field with keyword typeahead, following the ARIA combobox pattern: focus stays in the field, the arrow
 * keys move through the suggestions (announced through aria-activedescendant), Enter searches, Escape closes.
 * It sends the query to /search?q=; the search page owns everything after that.
 */
export function SearchBox({ size = 'compact', id }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // Back and forward change the URL's q: the field follows it (React's "adjust state on prop change" pattern).
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery);
  if (shownUrlQuery !== urlQuery) {
    setShownUrlQuery(urlQuery);
    setQuery(urlQuery);
  }
  const combobox = useSuggestionCombobox(id, query, keywordSuggestionsQuery);
  const { suggestions, expanded, activeIndex } = combobox;

  function search(text: string) {
    combobox.close();
    const q = text.trim();
    // Searching from the search page keeps the type the buyer was looking at.
    const type = pathname === paths.search() && params.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : undefined;
    navigate(paths.search(q, type));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { active } = combobox;
    if (active) setQuery(active.keyword);
    search(active ? active.keyword : query);
  }

  const large = size === 'large';
  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          {t('searchBox.label')}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          {...combobox.inputProps}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            combobox.typing();
          }}
          placeholder={large ? t('searchBox.examples') : t('searchBox.label')}
          maxLength={200}
          enterKeyHint="search"
          className={`w-full rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-sky-500 focus:outline-3 focus:outline-sky-500/30 ${large ? 'py-4 pr-16 pl-6 text-lg shadow-xl' : 'py-2 pr-11 pl-4 text-sm'}`}
        />
        <button
          type="submit"
          aria-label={t('searchBox.submit')}
          className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${large ? 'right-2 p-3' : 'right-1 p-1.5'}`}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={`fill-none stroke-current ${large ? 'h-5 w-5' : 'h-4 w-4'}`}
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
        </button>
        <div
          id={combobox.listId}
          role="listbox"
          aria-label={t('searchBox.suggestions')}
          hidden={!expanded}
          className={`absolute inset-x-0 z-40 mt-2 max-h-80 overflow-auto rounded-2xl border border-slate-200 bg-white py-2 text-left shadow-xl ${large ? 'text-base' : 'text-sm'}`}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: in a combobox, focus stays in the field; options are reached with aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own key handler selects options (arrows, Enter)
            <div
              key={suggestion.keyword_id}
              role="option"
              {...combobox.optionProps(index)}
              onClick={() => {
                setQuery(suggestion.keyword);
                search(suggestion.keyword);
              }}
              className={`flex cursor-pointer items-center justify-between gap-4 px-4 py-2 text-slate-800 ${index === activeIndex ? 'bg-sky-50 text-sky-900' : ''}`}
            >
              <span>{suggestion.keyword}</span>
              <span className="text-xs text-slate-500 tabular-nums">{formatCount(suggestion.file_count)}</span>
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}

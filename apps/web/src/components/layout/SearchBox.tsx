import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app-paths';
import { keywordSuggestionsQuery } from '../../features/search/search-queries';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

interface SearchBoxProps {
  size?: 'compact' | 'large';
  id: string;
}

export const SUGGESTION_DEBOUNCE_MS = 150;

/**
 * The search field with keyword typeahead, following the ARIA combobox pattern: focus stays in the field, the arrow
 * keys move through the suggestions (announced through aria-activedescendant), Enter searches, Escape closes.
 * It sends the query to /search?q=; the search page owns everything after that.
 */
export function SearchBox({ size = 'compact', id }: SearchBoxProps) {
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
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const typed = useDebouncedValue(query.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useQuery({ ...keywordSuggestionsQuery(typed), enabled: open && typed.length > 0 });
  // Suggestions for what was typed earlier would be wrong for what the field now holds.
  const suggestions = open && typed === query.trim() && typed ? (data ?? []) : [];
  const expanded = suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  function search(text: string) {
    setOpen(false);
    setActiveIndex(-1);
    const q = text.trim();
    // Searching from the search page keeps the type the buyer was looking at.
    const type = pathname === '/search' && params.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : undefined;
    navigate(paths.search(q, type));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const active = suggestions[activeIndex];
    if (active) setQuery(active.keyword);
    search(active ? active.keyword : query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the highlight returns to the field itself (index -1), as in the APG example.
      setActiveIndex((index) => {
        const next = index + step;
        if (next >= suggestions.length) return -1;
        if (next < -1) return suggestions.length - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  const large = size === 'large';
  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          Search photos and videos
        </label>
        <input
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder={large ? 'Search for mountains, city at night, coffee...' : 'Search photos and videos'}
          maxLength={200}
          enterKeyHint="search"
          className={`w-full rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-sky-500 focus:outline-3 focus:outline-sky-500/30 ${large ? 'py-4 pr-16 pl-6 text-lg shadow-xl' : 'py-2 pr-11 pl-4 text-sm'}`}
        />
        <button
          type="submit"
          aria-label="Search"
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
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className={`absolute inset-x-0 z-40 mt-2 max-h-80 overflow-auto rounded-2xl border border-slate-200 bg-white py-2 text-left shadow-xl ${large ? 'text-base' : 'text-sm'}`}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: in a combobox, focus stays in the field; options are reached with aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own key handler selects options (arrows, Enter)
            <div
              key={suggestion.keyword_id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the field: a mousedown on the list would otherwise blur it and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setQuery(suggestion.keyword);
                search(suggestion.keyword);
              }}
              onMouseMove={() => setActiveIndex(index)}
              className={`flex cursor-pointer items-center justify-between gap-4 px-4 py-2 text-slate-800 ${index === activeIndex ? 'bg-sky-50 text-sky-900' : ''}`}
            >
              <span>{suggestion.keyword}</span>
              <span className="text-xs text-slate-500 tabular-nums">{suggestion.file_count.toLocaleString('en-US')}</span>
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}

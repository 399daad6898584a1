import type { BlogAudience } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { blogPaths } from '../../app-paths';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { blogSuggestionsQuery } from './blog-queries';

const SUGGESTION_DEBOUNCE_MS = 150;

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
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = useDebouncedValue(query.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useQuery({ ...blogSuggestionsQuery(audience, typed), enabled: open && typed.length > 0 });
  const suggestions = open && typed && typed === query.trim() ? (data ?? []) : [];
  const expanded = suggestions.length > 0;
  const id = `${audience}-blog-search`;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    const active = suggestions[activeIndex];
    setActiveIndex(-1);
    if (active) navigate(blogPaths.post(audience, active.slug));
    else navigate(blogPaths.list(audience, { query: query.trim(), categoryId }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
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

  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          Search articles
        </label>
        <input
          id={id}
          type="search"
          name="query"
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
          placeholder="Search articles"
          maxLength={200}
          enterKeyHint="search"
          className="w-full rounded-full border border-slate-300 bg-white py-3 pr-14 pl-5 text-slate-900 placeholder:text-slate-400 focus:border-sky-500 focus:outline-3 focus:outline-sky-500/30"
        />
        <button
          type="submit"
          aria-label="Search articles"
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full bg-slate-900 p-2.5 text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 fill-none stroke-current" strokeWidth="2.2" strokeLinecap="round">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label="Article suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 z-40 mt-2 max-h-80 overflow-auto rounded-2xl border border-slate-200 bg-white py-2 text-left shadow-xl"
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: in a combobox, focus stays in the field; options are reached with aria-activedescendant
            // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own key handler selects options (arrows, Enter)
            <div
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                navigate(blogPaths.post(audience, suggestion.slug));
              }}
              onMouseMove={() => setActiveIndex(index)}
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

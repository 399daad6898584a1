import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export const SUGGESTION_DEBOUNCE_MS = 150;

/**
 * A search field's suggestions as an ARIA combobox (the APG pattern): focus stays in the field, the arrow keys move a
 * highlight through the options (announced with aria-activedescendant) and past either end back to the field, Escape
 * closes. Suggestions are asked for a moment after typing stops, and those for older text are never shown.
 */
export function useSuggestionCombobox<T, TKey extends QueryKey>(
  id: string,
  query: string,
  suggestionsQuery: (typed: string) => UseQueryOptions<T[], Error, T[], TKey>,
) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = useDebouncedValue(query.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data } = useQuery({ ...suggestionsQuery(typed), enabled: open && typed.length > 0 });
  const suggestions: T[] = open && typed && typed === query.trim() ? (data ?? []) : [];
  const expanded = suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

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
      close();
    }
  }

  return {
    suggestions,
    expanded,
    activeIndex,
    active: suggestions[activeIndex] as T | undefined,
    listId,
    close,
    /** Call as the text changes: the list opens afresh with nothing highlighted. */
    typing() {
      setOpen(true);
      setActiveIndex(-1);
    },
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    optionProps: (index: number) => ({
      id: optionId(index),
      'aria-selected': index === activeIndex,
      // Keep focus in the field: a mousedown on the list would otherwise blur it and close the list first.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => setActiveIndex(index),
    }),
  };
}

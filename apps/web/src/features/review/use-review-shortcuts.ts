import { useEffect, useRef } from 'react';

export interface ReviewShortcuts {
  approve: () => void;
  reject: () => void;
  next: () => void;
  previous: () => void;
}

/** The keys and what they do, as the page lists them. */
export const SHORTCUT_KEYS: { key: string; labelKey: string }[] = [
  { key: 'A', labelKey: 'review:shortcuts.approve' },
  { key: 'R', labelKey: 'review:shortcuts.reject' },
  { key: 'J', labelKey: 'review:shortcuts.next' },
  { key: 'K', labelKey: 'review:shortcuts.previous' },
];

const TYPING = 'input, textarea, select, [contenteditable="true"]';

/**
 * A, R, J and K anywhere on the page, except while typing in a field, with a modifier held (browser shortcuts stay
 * theirs), or while a dialog is open (it owns the keyboard then).
 */
export function useReviewShortcuts(shortcuts: ReviewShortcuts, enabled: boolean) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(TYPING) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = { a: latest.current.approve, r: latest.current.reject, j: latest.current.next, k: latest.current.previous }[
        event.key.toLowerCase()
      ];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

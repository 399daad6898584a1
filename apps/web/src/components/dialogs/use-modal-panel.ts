import { type KeyboardEvent, useEffect, useRef } from 'react';

/**
 * What a modal dialog's panel needs: focus starts on its first field (or `initialFocus`), Tab stays in it, Escape
 * closes it, and focus returns to what had it before (the button that opened it) when it goes.
 */
export function useModalPanel(onClose: () => void, initialFocus = 'input') {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => opener?.focus();
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return { ref: panel, onKeyDown };
}

import { type KeyboardEvent, useEffect, useRef } from 'react';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), a[href], textarea:not([disabled])';

/**
 * What a modal dialog's panel needs: focus starts on the first match of `initialFocus` (else the first control), Tab
 * stays in it, Escape closes it, and focus returns to what had it before (the button that opened it) when it goes.
 */
export function useModalPanel(onClose: () => void, initialFocus = 'input') {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(initialFocus) ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus();
  }, [initialFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

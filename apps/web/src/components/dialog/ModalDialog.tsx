import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  title: string;
  /** One or two sentences under the title, read out with it. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width of the panel. */
  width?: string;
}

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href]';

/**
 * A modal dialog: focus starts in it (on its first field, else its first button), Tab stays in it, Escape closes it
 * and focus returns to what opened it.
 */
export function ModalDialog({ title, description, onClose, children, width = 'max-w-md' }: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      panel.current?.querySelector<HTMLElement>('input, textarea, select') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus();
  }, []);

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

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
        onKeyDown={onKeyDown}
        className={`max-h-[calc(100vh-2rem)] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${width}`}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && (
          <div id={`${id}-text`} className="mt-2 text-sm text-slate-600">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

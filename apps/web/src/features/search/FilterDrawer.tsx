import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  resultCount: number | undefined;
  children: ReactNode;
}

/**
 * The filters on a phone: a modal <dialog>, so focus stays inside, Escape closes it and the page behind is inert
 * without any focus-trap code of our own.
 */
export function FilterDrawer({ open, onClose, resultCount, children }: FilterDrawerProps) {
  const { t } = useTranslation('search');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={t('filters.heading')}
      onClose={onClose}
      className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,100vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('filters.heading')}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('filters.close')}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        <div className="border-t border-slate-200 p-4">
          <button
            type="button"
            onClick={onClose}
            className="w-full rounded-full bg-slate-900 py-3 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {resultCount === undefined ? t('filters.showResults') : t('filters.showCount', { count: resultCount })}
          </button>
        </div>
      </div>
    </dialog>
  );
}

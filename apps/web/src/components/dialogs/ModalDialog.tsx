import { type ReactNode, useId } from 'react';
import { useModalPanel } from './use-modal-panel';

interface ModalDialogProps {
  title: string;
  /** One or two sentences under the title, read out with it. */
  description?: ReactNode;
  onClose: () => void;
  /** The dialog's own content: a form, usually, with its buttons. */
  children: ReactNode;
  /** Tailwind max-width of the panel. */
  width?: string;
}

/** A modal dialog around a form (ConfirmDialog is the one for a yes/no question); it behaves as useModalPanel says. */
export function ModalDialog({ title, description, onClose, children, width = 'max-w-md' }: ModalDialogProps) {
  const id = useId();
  const panel = useModalPanel(onClose);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        {...panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
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

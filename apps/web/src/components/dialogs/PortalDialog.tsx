import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalPanel } from './use-modal-panel';

interface PortalDialogProps {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal rendered into <body>, for dialogs opened from inside a grid tile, whose clipping or stacking would otherwise
 * cut it. It behaves as useModalPanel says; focus starts on the element marked data-autofocus, else the first control.
 */
export function PortalDialog({ titleId, onClose, children }: PortalDialogProps) {
  const panel = useModalPanel(onClose, '[data-autofocus]');
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        {...panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

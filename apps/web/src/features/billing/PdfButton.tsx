import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { openBuyerPdf } from './pdf-link';

/** A button that opens one of the buyer's PDFs; a failure shows its message as a toast. */
export function PdfButton({ url, label, accessibleName }: { url: string; label: string; accessibleName: string }) {
  const { t } = useTranslation('billing');
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openBuyerPdf(url);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      aria-label={accessibleName}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
        <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
      </svg>
      {opening ? t('opening') : label}
    </button>
  );
}

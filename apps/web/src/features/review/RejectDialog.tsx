import type { RejectionReason } from '@stock/contracts';
import { FILE_METADATA_LIMITS, REJECTION_REASONS } from '@stock/contracts/values';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/dialogs/ModalDialog';
import { REJECTION_REASON_KEYS } from '../../components/rejection-reasons';
import { FieldMessage, inputClass } from '../auth/form/TextField';

interface RejectDialogProps {
  title: string;
  busy: boolean;
  onReject: (reasons: RejectionReason[], note: string) => void;
  onClose: () => void;
}

/** One or more reasons from the standard list, and a note for the contributor (needed with "Other"). */
export function RejectDialog({ title, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('review');
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reasonsError = reasons.length === 0 ? t('reject.noReason') : undefined;
  const noteError =
    reasons.includes('other') && !note.trim()
      ? t('reject.otherNeedsNote')
      : note.trim().length > FILE_METADATA_LIMITS.reviewNoteMaxLength
        ? t('reject.noteTooLong', { max: FILE_METADATA_LIMITS.reviewNoteMaxLength })
        : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!reasonsError && !noteError) onReject(reasons, note);
  }

  return (
    <ModalDialog title={t('reject.title')} description={t('reject.description', { title })} onClose={onClose} width="max-w-lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('reject.form')} className="mt-4 space-y-4">
        <fieldset aria-describedby={tried && reasonsError ? 'reject-reasons-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('reject.reasons')}</legend>
          <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {REJECTION_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={reasons.includes(reason)}
                  onChange={(event) => setReasons(event.target.checked ? [...reasons, reason] : reasons.filter((item) => item !== reason))}
                  className="h-4 w-4 accent-slate-900"
                />
                {t(REJECTION_REASON_KEYS[reason])}
              </label>
            ))}
          </div>
          {tried && reasonsError && <FieldMessage id="reject-reasons-error">{reasonsError}</FieldMessage>}
        </fieldset>
        <div>
          <label htmlFor="reject-note" className="block text-sm font-medium text-slate-800">
            {t('reject.note')}
          </label>
          <textarea
            id="reject-note"
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={tried && noteError ? true : undefined}
            aria-describedby={tried && noteError ? 'reject-note-error' : undefined}
            placeholder={t('reject.notePlaceholder')}
            className={`mt-1.5 ${inputClass(Boolean(tried && noteError))}`}
          />
          {tried && noteError && <FieldMessage id="reject-note-error">{noteError}</FieldMessage>}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            {t('common:dialog.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
          >
            {busy ? t('reject.rejecting') : t('reject.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

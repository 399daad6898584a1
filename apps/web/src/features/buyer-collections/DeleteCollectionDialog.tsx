import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../components/dialogs/PortalDialog';

interface DeleteCollectionDialogProps {
  name: string;
  fileCount: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteCollectionDialog({ name, fileCount, pending, onConfirm, onClose }: DeleteCollectionDialogProps) {
  const { t } = useTranslation('buyer-collections');
  return (
    <PortalDialog titleId="delete-collection-title" onClose={onClose}>
      <h2 id="delete-collection-title" className="text-lg font-semibold text-slate-900">
        {t('deleteDialog.title', { name })}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('deleteDialog.text', { count: fileCount })}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('deleteDialog.keep')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="rounded-full bg-rose-700 px-5 py-2 text-sm font-semibold text-white hover:bg-rose-800 disabled:opacity-50"
        >
          {pending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </button>
      </div>
    </PortalDialog>
  );
}

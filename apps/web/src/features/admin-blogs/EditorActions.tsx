import { useTranslation } from 'react-i18next';

interface EditorActionsProps {
  submitLabel: string;
  saving: boolean;
  /** The delete (or remove) button, when there is something saved to delete. */
  remove?: { label: string; onClick: () => void; busy?: boolean };
}

/** The foot of an editor form: delete on one side, save on the other (stacked on phones, save first). */
export function EditorActions({ submitLabel, saving, remove }: EditorActionsProps) {
  const { t } = useTranslation('admin-blogs');
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {remove ? (
        <button
          type="button"
          disabled={remove.busy}
          onClick={remove.onClick}
          className="rounded-lg border border-red-200 px-4 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-70"
        >
          {remove.label}
        </button>
      ) : (
        <span />
      )}
      <button
        type="submit"
        disabled={saving}
        aria-busy={saving || undefined}
        className="rounded-lg bg-sky-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-70"
      >
        {saving ? t('saving') : submitLabel}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { type ShownStatus, STATUS_BADGE_CLASS, statusKey } from './file-status';

export function StatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('contributor-files');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE_CLASS[status]}`}
    >
      {t(statusKey(status))}
    </span>
  );
}

import { type ShownStatus, STATUS_BADGE_CLASS, STATUS_LABEL } from './file-status';

export function StatusBadge({ status }: { status: ShownStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGE_CLASS[status]}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}

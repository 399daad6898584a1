import { useTranslation } from 'react-i18next';

/** Grey rows where a table's rows will be, so the panel keeps its height while they load. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('earnings');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-9 animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}

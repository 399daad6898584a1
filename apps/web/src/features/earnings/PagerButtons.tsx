import { useTranslation } from 'react-i18next';

/** Previous/next for a panel's own list (these lists are not pages of their own, so they do not change the address). */
export function PagerButtons({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('earnings');
  if (totalPages <= 1) return null;
  const button = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-40';
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-end gap-3 text-sm text-slate-600">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common:pagination.previous')}
      </button>
      <span>{t('pager.pageOf', { page, totalPages })}</span>
      <button type="button" className={button} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('common:pagination.next')}
      </button>
    </nav>
  );
}

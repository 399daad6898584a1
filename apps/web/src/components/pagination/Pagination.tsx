import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageNumbers } from './page-numbers';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page, so every page is a real link (open in a new tab, back and forward work). */
  hrefOf: (page: number) => string;
}

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

export function Pagination({ page, totalPages, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Link to={hrefOf(target)} rel={rel} className={`${base} border border-slate-300 text-slate-800 hover:bg-slate-100`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${base} border border-slate-200 text-slate-400`}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t('pagination.pages')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, t('pagination.previous'), 'prev', page > 1)}
      <ol className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, totalPages).map((number, i) => (
          <li key={number ?? `gap-${i}`}>
            {number === null ? (
              <span className="px-1 text-slate-500">…</span>
            ) : number === page ? (
              <span aria-current="page" className={`${base} bg-slate-900 text-white`}>
                {number}
              </span>
            ) : (
              <Link
                to={hrefOf(number)}
                aria-label={t('pagination.page', { number })}
                className={`${base} text-slate-700 hover:bg-slate-100`}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {edge(page + 1, t('pagination.next'), 'next', page < totalPages)}
    </nav>
  );
}

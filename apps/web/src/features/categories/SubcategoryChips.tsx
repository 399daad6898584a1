import type { Category } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { categoriesQuery } from './category-queries';

/** The subcategories of a top-level category, or the siblings of a subcategory, as chips to narrow or move sideways. */
export function SubcategoryChips({ category, parent }: { category: Category; parent: Category | null }) {
  const { t } = useTranslation('categories');
  const owner = parent ?? category;
  const { data } = useQuery(categoriesQuery(category.type, owner.category_id));
  // Reserve the row while loading so the grid below does not move when the chips arrive.
  if (!data) return <div className="mt-4 h-10" />;
  if (data.length === 0) return null;
  const chip =
    'inline-block rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';
  return (
    <ul aria-label={t('subcategories')} className="mt-4 flex h-10 gap-2 overflow-x-auto">
      {data.map((sub) => {
        const current = sub.category_id === category.category_id;
        return (
          <li key={sub.category_id}>
            <Link
              to={paths.category(sub)}
              aria-current={current ? 'page' : undefined}
              className={`${chip} whitespace-nowrap ${current ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
            >
              {sub.name}
              <span className={`ml-1.5 tabular-nums ${current ? 'text-slate-300' : 'text-slate-500'}`}>{formatCount(sub.file_count)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

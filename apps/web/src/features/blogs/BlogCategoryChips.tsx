import type { BlogAudience, BlogCategory } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogPaths } from '../../app-paths';

const chip =
  'inline-block whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';
const idle = 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50';
const current = 'border-slate-900 bg-slate-900 text-white';

/** The blog's categories as links to the list filtered by each; "All" clears the filter. */
export function BlogCategoryChips({
  audience,
  categories,
  selectedId,
  query,
  withAll = true,
  label,
}: {
  audience: BlogAudience;
  categories: BlogCategory[];
  selectedId?: number | null;
  query?: string;
  withAll?: boolean;
  label?: string;
}) {
  const { t } = useTranslation('blogs');
  if (categories.length === 0) return null;
  return (
    <ul aria-label={label ?? t('categories')} className="flex flex-wrap gap-2">
      {withAll && (
        <li>
          <Link
            to={blogPaths.list(audience, { query })}
            aria-current={selectedId ? undefined : 'page'}
            className={`${chip} ${selectedId ? idle : current}`}
          >
            {t('all')}
          </Link>
        </li>
      )}
      {categories.map((category) => {
        const selected = category.blog_category_id === selectedId;
        return (
          <li key={category.blog_category_id}>
            <Link
              to={blogPaths.list(audience, { query, categoryId: category.blog_category_id })}
              aria-current={selected ? 'page' : undefined}
              className={`${chip} ${selected ? current : idle}`}
            >
              {category.name}
              <span className={`ml-1.5 text-xs tabular-nums ${selected ? 'text-white/70' : 'text-slate-500'}`}>{category.post_count}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

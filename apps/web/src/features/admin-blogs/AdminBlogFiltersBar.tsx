import type { BlogAudience } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form/TextField';
import { type AdminBlogFilters, adminBlogCategoriesQuery, type BlogStatus } from './admin-blog-api';
import { AUDIENCES, STATUSES } from './admin-blog-filters';

const selectClass = `${inputClass(false)} pr-8`;

/** Audience, status, category and words; each change becomes the list's URL, so the view can be shared or reloaded. */
export function AdminBlogFiltersBar({ filters, onChange }: { filters: AdminBlogFilters; onChange: (next: AdminBlogFilters) => void }) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  const [text, setText] = useState(filters.query);
  useEffect(() => setText(filters.query), [filters.query]);
  const categories = useQuery({ ...adminBlogCategoriesQuery(filters.audience ?? 'buyers'), enabled: filters.audience !== null });
  const change = (patch: Partial<AdminBlogFilters>) => onChange({ ...filters, ...patch, page: 1 });

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change({ query: text.trim() });
  }

  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <form aria-label={t('filters.form')} onSubmit={onSearch} className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-query`} className="block text-sm font-medium text-slate-800">
          {t('filters.search')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            id={`${id}-query`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('filters.placeholder')}
            className={inputClass(false)}
          />
          <button
            type="submit"
            className="rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {t('filters.searchButton')}
          </button>
        </div>
      </form>
      <div>
        <label htmlFor={`${id}-audience`} className="block text-sm font-medium text-slate-800">
          {t('filters.audience')}
        </label>
        <select
          id={`${id}-audience`}
          value={filters.audience ?? ''}
          onChange={(event) => change({ audience: (event.target.value || null) as BlogAudience | null, categoryId: null })}
          className={`mt-1.5 ${selectClass}`}
        >
          <option value="">{t('filters.bothBlogs')}</option>
          {AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`audience.${audience}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => change({ status: (event.target.value || null) as BlogStatus | null })}
          className={`mt-1.5 ${selectClass}`}
        >
          <option value="">{t('filters.anyStatus')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
          {t('filters.category')}
        </label>
        <select
          id={`${id}-category`}
          value={filters.categoryId ?? ''}
          disabled={filters.audience === null}
          onChange={(event) => change({ categoryId: event.target.value ? Number(event.target.value) : null })}
          aria-describedby={filters.audience === null ? `${id}-category-hint` : undefined}
          className={`mt-1.5 ${selectClass} disabled:bg-slate-50 disabled:text-slate-400`}
        >
          <option value="">{t('filters.anyCategory')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.blog_category_id} value={category.blog_category_id}>
              {category.name} ({category.post_count})
            </option>
          ))}
        </select>
        {filters.audience === null && (
          <p id={`${id}-category-hint`} className="mt-1 text-xs text-slate-500">
            {t('filters.chooseAudience')}
          </p>
        )}
      </div>
    </div>
  );
}

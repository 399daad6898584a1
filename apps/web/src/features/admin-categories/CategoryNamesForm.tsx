import { type AdminCategory, type CategoryNames, TRANSLATED_LANGUAGES } from '@stock/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { ReasonForm } from '../admin/ReasonForm';
import { inputClass } from '../auth/form/TextField';
import type { CategoryChange } from './category-change';

/** The category's name in each other language; a field left empty shows the English name to readers of that language. */
export function CategoryNamesForm({
  category,
  pending,
  onChange,
}: {
  category: AdminCategory;
  pending: boolean;
  onChange: (change: CategoryChange) => void;
}) {
  const { t } = useTranslation('admin-categories');
  const id = useId();
  const [names, setNames] = useState<CategoryNames>(category.names);
  const kept = () => Object.fromEntries(Object.entries(names).flatMap(([lang, name]) => (name?.trim() ? [[lang, name.trim()]] : [])));
  return (
    <ReasonForm
      label={t('names.label', { name: category.name })}
      action={t('names.save')}
      pending={pending}
      onSubmit={(reason) =>
        onChange({ path: `/admin/categories/${category.category_id}/names`, method: 'PUT', body: { names: kept(), reason } })
      }
      extra={
        <fieldset className="w-full">
          <legend className="text-xs font-medium text-slate-700">{t('names.legend')}</legend>
          <p className="mt-0.5 text-xs text-slate-600">{t('names.hint', { name: category.name })}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {TRANSLATED_LANGUAGES.map((lang) => (
              <label key={lang} htmlFor={`${id}-${lang}`} className="text-xs font-medium text-slate-700">
                <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
                <input
                  id={`${id}-${lang}`}
                  lang={lang}
                  value={names[lang] ?? ''}
                  placeholder={category.name}
                  onChange={(e) => setNames({ ...names, [lang]: e.target.value })}
                  maxLength={80}
                  className={`mt-1 block w-full ${inputClass(false)}`}
                />
              </label>
            ))}
          </div>
        </fieldset>
      }
    />
  );
}

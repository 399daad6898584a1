import type { AdminCategory, MediaType } from '@stock/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordAgain } from '../admin/PasswordAgain';
import { ReasonForm } from '../admin/ReasonForm';
import { inputClass } from '../auth/form/TextField';
import { pathOf, siblingsOf } from './admin-categories-api';
import { CategoryNamesForm } from './CategoryNamesForm';
import type { CategoryChange } from './category-change';

const FIELD = 'text-xs font-medium text-slate-700';
const CONTROL = `mt-1 block w-56 max-w-full ${inputClass(false)}`;

function NameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin-categories');
  const id = useId();
  return (
    <label htmlFor={id} className={FIELD}>
      {t('form.name')}
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} maxLength={80} className={CONTROL} />
    </label>
  );
}

/** Top level, or under a top-level category of the type (one level of nesting). */
function ParentField({
  all,
  type,
  exceptId,
  value,
  onChange,
}: {
  all: AdminCategory[];
  type: MediaType;
  exceptId?: number;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('admin-categories');
  const id = useId();
  return (
    <label htmlFor={id} className={FIELD}>
      {t('form.parent')}
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} className={CONTROL}>
        <option value="">{t('form.topLevel')}</option>
        {siblingsOf(all, type, null)
          .filter((c) => c.category_id !== exceptId)
          .map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {c.name}
            </option>
          ))}
      </select>
    </label>
  );
}

export function NewCategoryForm({
  all,
  pending,
  onChange,
}: {
  all: AdminCategory[];
  pending: boolean;
  onChange: (change: CategoryChange) => void;
}) {
  const { t } = useTranslation('admin-categories');
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<MediaType>('IMAGE');
  const [parent, setParent] = useState<number | null>(null);
  return (
    <ReasonForm
      label={t('form.newLabel')}
      action={t('form.create')}
      pending={pending}
      onSubmit={(reason) => {
        if (name.trim())
          onChange({ path: '/admin/categories', method: 'POST', body: { name: name.trim(), type, parent_id: parent, reason } });
      }}
      extra={
        <>
          <NameField value={name} onChange={setName} />
          <label htmlFor={id} className={FIELD}>
            {t('form.type')}
            <select
              id={id}
              value={type}
              onChange={(e) => {
                setType(e.target.value as MediaType);
                setParent(null);
              }}
              className={CONTROL}
            >
              {(['IMAGE', 'VIDEO'] as const).map((value) => (
                <option key={value} value={value}>
                  {t('type', { type: value })}
                </option>
              ))}
            </select>
          </label>
          <ParentField all={all} type={type} value={parent} onChange={setParent} />
        </>
      }
    />
  );
}

/** Rename and move one category; or merge it into another (its files and subcategories move, it is removed). */
export function CategoryEditor({
  all,
  category,
  pending,
  onChange,
}: {
  all: AdminCategory[];
  category: AdminCategory;
  pending: boolean;
  onChange: (change: CategoryChange) => void;
}) {
  const { t } = useTranslation('admin-categories');
  const id = useId();
  const [name, setName] = useState(category.name);
  const [parent, setParent] = useState(category.parent_id);
  const [into, setInto] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const targets = all.filter((c) => c.type === category.type && c.category_id !== category.category_id);
  return (
    <div className="space-y-4">
      <ReasonForm
        label={t('form.editLabel', { name: category.name })}
        action={t('form.save')}
        pending={pending}
        onSubmit={(reason) => {
          if (name.trim())
            onChange({
              path: `/admin/categories/${category.category_id}`,
              method: 'PUT',
              body: { name: name.trim(), parent_id: parent, reason },
            });
        }}
        extra={
          <>
            <NameField value={name} onChange={setName} />
            <ParentField all={all} type={category.type} exceptId={category.category_id} value={parent} onChange={setParent} />
          </>
        }
      />
      <p className="text-xs text-slate-600">{t('form.renameNote')}</p>
      <CategoryNamesForm category={category} pending={pending} onChange={onChange} />
      <ReasonForm
        label={t('form.mergeLabel', { name: category.name })}
        action={t('form.merge')}
        tone="danger"
        pending={pending}
        onSubmit={(reason) => {
          if (into !== null)
            onChange({
              path: `/admin/categories/${category.category_id}/merge`,
              method: 'POST',
              body: { into_id: into, reason },
              password,
            });
        }}
        extra={
          <>
            <label htmlFor={id} className={FIELD}>
              {t('form.mergeInto')}
              <select
                id={id}
                value={into ?? ''}
                onChange={(e) => setInto(e.target.value ? Number(e.target.value) : null)}
                className={CONTROL}
              >
                <option value="">{t('chooseCategory')}</option>
                {targets.map((c) => (
                  <option key={c.category_id} value={c.category_id}>
                    {pathOf(all, c, t('type', { type: c.type }))}
                  </option>
                ))}
              </select>
            </label>
            <PasswordAgain value={password} onChange={setPassword} />
          </>
        }
      />
    </div>
  );
}

import type { AdminHomeCategory } from '@stock/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm } from '../admin/ReasonForm';
import { inputClass } from '../auth/form/TextField';
import { moved } from './home-curation-api';
import { MoveButtons } from './MoveButtons';

type Entry = { category: AdminHomeCategory; onHome: boolean; cover: string };

/** Which top-level categories the home page shows, in which order, each with an optional cover file id. */
export function CategoryArrangement({
  categories,
  pending,
  onSave,
}: {
  categories: AdminHomeCategory[];
  pending: boolean;
  onSave: (body: { categories: { category_id: number; cover_media_id: number | null }[]; reason: string }) => void;
}) {
  const { t } = useTranslation('admin-curation');
  const [entries, setEntries] = useState<Entry[]>(() =>
    categories.map((category) => ({
      category,
      onHome: category.on_home,
      cover: category.cover_media_id ? String(category.cover_media_id) : '',
    })),
  );
  const update = (index: number, change: Partial<Entry>) =>
    setEntries((list) => list.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const badCover = entries.some((entry) => entry.cover.trim() !== '' && !/^\d{1,15}$/.test(entry.cover.trim()));
  return (
    <div>
      <ol aria-label={t('arrangement.listLabel')} className="divide-y divide-slate-200">
        {entries.map((entry, index) => (
          <li key={entry.category.category_id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="w-6 text-slate-500 tabular-nums">{index + 1}.</span>
            <label className="flex min-w-0 flex-1 basis-48 items-center gap-2">
              <input type="checkbox" checked={entry.onHome} onChange={(e) => update(index, { onHome: e.target.checked })} />
              <span className="break-words">
                {entry.category.name} <span className="text-slate-500">{t('arrangement.type', { type: entry.category.type })}</span>
              </span>
            </label>
            {/* The input keeps its own width: inputClass fills its box, and a long label in German must not stretch it. */}
            <label className="flex items-center gap-2 text-xs text-slate-700">
              {t('arrangement.cover')}
              <span className="w-24 shrink-0">
                <input
                  value={entry.cover}
                  inputMode="numeric"
                  onChange={(e) => update(index, { cover: e.target.value })}
                  aria-label={t('arrangement.coverOf', { name: entry.category.name })}
                  className={inputClass(false)}
                />
              </span>
            </label>
            <MoveButtons
              name={entry.category.name}
              index={index}
              count={entries.length}
              onMove={(by) => setEntries((list) => moved(list, index, by))}
            />
          </li>
        ))}
      </ol>
      {badCover && <p className="mt-2 text-sm text-rose-700">{t('arrangement.badCover')}</p>}
      <div className="mt-3">
        <ReasonForm
          label={t('arrangement.saveLabel')}
          action={t('arrangement.save')}
          pending={pending}
          onSubmit={(reason) => {
            if (badCover) return;
            onSave({
              categories: entries
                .filter((entry) => entry.onHome)
                .map((entry) => ({
                  category_id: entry.category.category_id,
                  cover_media_id: entry.cover.trim() ? Number(entry.cover) : null,
                })),
              reason,
            });
          }}
        />
      </div>
    </div>
  );
}

import type { AdminCollection } from '@stock/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm } from '../admin/ReasonForm';
import { inputClass } from '../auth/form/TextField';
import { idsOf } from './home-curation-api';

export type CollectionBody = { name: string; description: string; media_ids: number[]; published: boolean; reason: string };

/** A curated collection's name, files (ids in order) and whether it is published; new when `collection` is absent. */
export function CollectionEditor({
  collection,
  pending,
  onSave,
}: {
  collection?: AdminCollection;
  pending: boolean;
  onSave: (body: CollectionBody) => void;
}) {
  const { t } = useTranslation('admin-curation');
  const id = useId();
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [files, setFiles] = useState(collection?.media_ids.join(', ') ?? '');
  const [published, setPublished] = useState(collection?.published ?? true);
  const ids = idsOf(files);
  const title = collection ? t('collection.editTitle', { name: collection.name }) : t('collection.newTitle');
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold break-words text-slate-900">{title}</h3>
      <ReasonForm
        label={title}
        action={collection ? t('collection.save') : t('collection.create')}
        pending={pending}
        onSubmit={(reason) => {
          if (ids && name.trim()) onSave({ name: name.trim(), description: description.trim(), media_ids: ids, published, reason });
        }}
        extra={
          <>
            <label htmlFor={`${id}-name`} className="text-xs font-medium text-slate-700">
              {t('collection.name')}
              <input
                id={`${id}-name`}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={120}
                className={`mt-1 block w-56 max-w-full ${inputClass(false)}`}
              />
            </label>
            <label htmlFor={`${id}-description`} className="text-xs font-medium text-slate-700">
              {t('collection.description')}
              <input
                id={`${id}-description`}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                maxLength={500}
                className={`mt-1 block w-64 max-w-full ${inputClass(false)}`}
              />
            </label>
            <label htmlFor={`${id}-files`} className="text-xs font-medium text-slate-700">
              {t('collection.fileIds')}
              <input
                id={`${id}-files`}
                value={files}
                onChange={(e) => setFiles(e.target.value)}
                aria-invalid={ids === null}
                className={`mt-1 block w-64 max-w-full ${inputClass(ids === null)}`}
              />
            </label>
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
              <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />
              {t('collection.published')}
            </label>
          </>
        }
      />
      {ids === null && <p className="mt-2 text-sm text-rose-700">{t('collection.badFileIds')}</p>}
    </div>
  );
}

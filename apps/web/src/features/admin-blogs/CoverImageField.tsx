import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { useImageUpload } from './use-image-upload';

/** The picture above the article and in link previews: uploaded like any article picture, or removed. */
export function CoverImageField({ url, onChange }: { url: string; onChange: (url: string) => void }) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload((image) => {
    onChange(image.url);
    toast.success(t('cover.uploaded'));
  });

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload(file);
  }

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t('cover.label')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        {url ? (
          <img src={url} alt={t('cover.alt')} className="h-16 w-28 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" />
        ) : (
          <span className="flex h-16 w-28 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500">
            {t('cover.none')}
          </span>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          onChange={onChoose}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {uploading ? t('cover.uploading') : url ? t('cover.replace') : t('cover.upload')}
        </button>
        {url && (
          <button type="button" onClick={() => onChange('')} className="text-sm font-medium text-red-700 hover:underline">
            {t('cover.remove')}
          </button>
        )}
      </div>
    </div>
  );
}

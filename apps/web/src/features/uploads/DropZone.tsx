import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesFromDrop, filesFromInput, type PickedFile } from './dropped-files';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/tiff,video/mp4,video/quicktime,.jpg,.jpeg,.png,.webp,.tif,.tiff,.mp4,.mov';

const pickerClass =
  'cursor-pointer rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-sky-500';

/** Where files and whole folders are dropped, or picked with the two buttons (a folder picker is its own input). */
export function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: PickedFile[]) => void }) {
  const { t } = useTranslation('uploads');
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    void filesFromDrop(event.dataTransfer).then((files) => files.length > 0 && onFiles(files));
  };
  return (
    <section
      aria-label={t('dropZone.label')}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors sm:py-14 ${
        over ? 'border-sky-500 bg-sky-50' : 'border-slate-300 bg-slate-50'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-10 w-10 fill-none stroke-slate-500"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
      </svg>
      <p className="mt-3 text-lg font-semibold text-slate-900">{t('dropZone.heading')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('dropZone.text')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <label className={pickerClass}>
          {t('dropZone.chooseFiles')}
          <input
            type="file"
            multiple
            accept={ACCEPT}
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              const files = filesFromInput(event.currentTarget.files);
              event.currentTarget.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
        <label className={pickerClass}>
          {t('dropZone.chooseFolder')}
          <input
            type="file"
            multiple
            disabled={disabled}
            className="sr-only"
            // Not in React's attribute list; every current browser supports it under this name.
            ref={(input) => input?.setAttribute('webkitdirectory', '')}
            onChange={(event) => {
              const files = filesFromInput(event.currentTarget.files);
              event.currentTarget.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
      </div>
    </section>
  );
}

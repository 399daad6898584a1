import { type ChangeEvent, type ClipboardEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { FieldMessage, inputClass } from '../auth/form/TextField';
import { insertBlock } from './post-draft';
import { useImageUpload } from './use-image-upload';

interface MarkdownBodyFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The article's Markdown, with pictures added by a button, by dropping them on the text, or by pasting them. */
export function MarkdownBodyField({ value, onChange, error }: MarkdownBodyFieldProps) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const latest = useRef(value);
  latest.current = value;
  const { uploading, upload } = useImageUpload((image) => {
    const textarea = area.current;
    const current = latest.current;
    const start = textarea?.selectionStart ?? current.length;
    const end = textarea?.selectionEnd ?? current.length;
    const next = insertBlock(current, start, end, image.markdown);
    onChange(next.value);
    toast.success(t('body.imageAdded'));
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(next.caret, next.caret);
    });
  });

  const firstImage = (files: FileList | null | undefined) =>
    [...(files ?? [])].find((file) => file.type.startsWith('image/')) ?? files?.[0];

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    setDragging(false);
    const file = firstImage(event.dataTransfer.files);
    if (!file) return;
    event.preventDefault();
    upload(file);
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    upload(file);
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload(file);
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
          {t('body.label')}
        </label>
        <div className="flex items-center gap-2">
          {uploading && (
            <span role="status" className="text-xs text-slate-600">
              {t('body.uploadingImage')}
            </span>
          )}
          {/* Out of the accessibility tree: the "Insert image" button is the way in, and opens this picker. */}
          <input ref={fileInput} id={`${id}-image`} type="file" accept="image/*" onChange={onChoose} hidden />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-60"
          >
            {t('body.insertImage')}
          </button>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
        {t('body.hint')}
      </p>
      <textarea
        ref={area}
        id={`${id}-body`}
        name="body_markdown"
        value={value}
        rows={18}
        onChange={(event) => onChange(event.target.value)}
        onDragOver={(event) => {
          if ([...event.dataTransfer.types].includes('Files')) {
            event.preventDefault();
            setDragging(true);
          }
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={`mt-1.5 font-mono text-sm leading-6 ${inputClass(Boolean(error))} ${dragging ? 'outline-2 outline-dashed outline-sky-500' : ''}`}
      />
      {error && <FieldMessage id={`${id}-error`}>{error}</FieldMessage>}
    </div>
  );
}

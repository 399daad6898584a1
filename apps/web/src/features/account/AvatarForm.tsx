import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../components/format/format-size';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { FieldMessage } from '../auth/form/TextField';
import { Avatar } from './Avatar';

/** The server takes pictures up to 10 MB and makes a square 256 px WebP of them. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

const maxSize = () => formatFileSize(AVATAR_MAX_BYTES, 1024);

function fileError(file: File, t: TFunction<'account'>): string | undefined {
  if (!file.type.startsWith('image/')) return t('avatar.wrongType');
  return file.size > AVATAR_MAX_BYTES ? t('avatar.tooLarge', { size: maxSize() }) : undefined;
}

/** Choose a picture, see it before saving, then upload it. */
export function AvatarForm({
  name,
  currentUrl,
  save,
}: {
  name: string;
  currentUrl: string | null;
  save: (file: File) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const mutation = useMutation({
    mutationFn: (chosen: File) => save(chosen),
    onSuccess: ({ message }) => {
      toast.success(message || t('avatar.saved'));
      setFile(null);
      setPreview(null);
    },
    onError: (failure) => {
      setError(messageOf(failure));
      toast.error(messageOf(failure));
    },
  });

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? fileError(chosen, t) : undefined;
    setError(problem);
    setFile(problem ? null : chosen);
    if (!chosen || problem) setPreview(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file) mutation.mutate(file);
  }

  return (
    <form onSubmit={onSubmit} aria-label={t('avatar.formLabel')} className="flex flex-wrap items-center gap-5">
      <Avatar url={preview ?? currentUrl} name={name} />
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-avatar`} className="block text-sm font-medium text-slate-800">
          {t('avatar.label')}
        </label>
        <input
          id={`${id}-avatar`}
          type="file"
          name="avatar"
          accept="image/*"
          onChange={onChoose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-avatar-error` : `${id}-avatar-hint`}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500"
        />
        {error ? (
          <FieldMessage id={`${id}-avatar-error`}>{error}</FieldMessage>
        ) : (
          <p id={`${id}-avatar-hint`} className="mt-1 text-xs text-slate-500">
            {t('avatar.hint', { size: maxSize() })}
          </p>
        )}
      </div>
      {file && (
        <button
          type="submit"
          disabled={mutation.isPending}
          className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-70"
        >
          {mutation.isPending ? t('avatar.uploading') : t('avatar.save')}
        </button>
      )}
    </form>
  );
}

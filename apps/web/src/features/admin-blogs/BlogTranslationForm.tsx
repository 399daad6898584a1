import type { BlogTranslation, BlogTranslationLanguage } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextAreaField } from '../auth/form/TextAreaField';
import { FieldMessage, inputClass } from '../auth/form/TextField';
import { blogTranslationsKey, deleteBlogTranslation, saveBlogTranslation } from './blog-translations-api';
import { EditorActions } from './EditorActions';
import { TitleField } from './TitleField';

interface Fields {
  title: string;
  excerpt: string;
  body: string;
}
type FieldErrors = Partial<Record<'title' | 'excerpt' | 'body', string>>;

/** The article's version in one language: title, excerpt and Markdown text, saved or removed on their own. */
export function BlogTranslationForm({
  postId,
  lang,
  existing,
}: {
  postId: number;
  lang: BlogTranslationLanguage;
  existing?: BlogTranslation;
}) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>({
    title: existing?.title ?? '',
    excerpt: existing?.excerpt ?? '',
    body: existing?.body_markdown ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const language = LANGUAGE_NAMES[lang];

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: blogTranslationsKey(postId) });
    await queryClient.invalidateQueries({ queryKey: ['blogs'] });
  };
  const save = useMutation({
    mutationFn: () => saveBlogTranslation(postId, lang, { title: fields.title, excerpt: fields.excerpt, body_markdown: fields.body }),
    onSuccess: async ({ message }) => {
      toast.success(message || t('translations.saved'));
      await refresh();
    },
    onError: (error) => {
      toast.error(messageOf(error));
      const server = fieldErrorsOf(error, ['title', 'excerpt', 'body_markdown'] as const);
      setErrors({ title: server.title, excerpt: server.excerpt, body: server.body_markdown });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteBlogTranslation(postId, lang),
    onSuccess: async (message) => {
      toast.success(message || t('translations.removed'));
      setFields({ title: '', excerpt: '', body: '' });
      await refresh();
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  const change = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((field) => [field, undefined])) }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {
      title: fields.title.trim() ? undefined : t('translations.titleRequired'),
      body: fields.body.trim() ? undefined : t('translations.bodyRequired'),
    };
    setErrors(missing);
    if (missing.title || missing.body) return;
    save.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('translations.formLabel', { language })} className="space-y-5">
      <TitleField
        id={`${id}-title`}
        label={t('translations.title')}
        value={fields.title}
        error={errors.title}
        onChange={(title) => change({ title })}
      />
      <TextAreaField
        id={`${id}-excerpt`}
        label={t('translations.excerpt')}
        name="excerpt"
        rows={2}
        maxLength={300}
        value={fields.excerpt}
        error={errors.excerpt}
        onChange={(event) => change({ excerpt: event.target.value })}
      />
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
          {t('translations.body')}
        </label>
        <p id={`${id}-body-hint`} className="mt-0.5 text-xs text-slate-500">
          {t('translations.bodyHint')}
        </p>
        <textarea
          id={`${id}-body`}
          rows={12}
          value={fields.body}
          maxLength={100_000}
          onChange={(event) => change({ body: event.target.value })}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[`${id}-body-hint`, errors.body ? `${id}-body-error` : ''].filter(Boolean).join(' ')}
          className={`mt-1.5 font-mono ${inputClass(Boolean(errors.body))}`}
        />
        {errors.body && <FieldMessage id={`${id}-body-error`}>{errors.body}</FieldMessage>}
      </div>
      <EditorActions
        submitLabel={t('translations.save')}
        saving={save.isPending}
        remove={existing ? { label: t('translations.remove'), onClick: () => remove.mutate(), busy: remove.isPending } : undefined}
      />
    </form>
  );
}

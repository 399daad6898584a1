import type { AgeGroup } from '@stock/contracts';
import { AGE_GROUPS, FILE_METADATA_LIMITS, MODEL_RELEASE_MIME_TYPES } from '@stock/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { FieldMessage, inputClass, TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { requiredError } from '../auth/form/validation';
import { primaryButtonClass } from '../contributor-area/ContributorPage';
import { AGE_GROUP_KEYS } from '../search/filter-options';
import { releaseKeys, uploadRelease } from './releases-api';

const isAgeGroup = (value: string): value is AgeGroup => (AGE_GROUPS as readonly string[]).includes(value);
const ACCEPTED: readonly string[] = MODEL_RELEASE_MIME_TYPES;

function documentError(file: File | null, t: TFunction<'model-releases'>): string | undefined {
  if (!file) return t('errors.chooseDocument');
  if (!ACCEPTED.includes(file.type)) return t('errors.documentType');
  if (file.size === 0) return t('errors.emptyDocument');
  return undefined;
}

/** Adds a signed model release: the model's name, their age group, and the document. Once saved, it starts afresh. */
export function ReleaseForm({ onSaved }: { onSaved: () => void }) {
  // The age groups' names live with the search filters.
  const { t } = useTranslation(['model-releases', 'search']);
  const queryClient = useQueryClient();
  const [document, setDocument] = useState<File | null>(null);
  const [documentTouched, setDocumentTouched] = useState(false);
  const form = useForm({ model_name: '', age_group: '' }, (values) => ({
    model_name:
      requiredError(values.model_name.trim(), t('errors.enterName')) ??
      (values.model_name.trim().length > FILE_METADATA_LIMITS.modelNameMaxLength
        ? t('errors.nameTooLong', { max: FILE_METADATA_LIMITS.modelNameMaxLength })
        : undefined),
    age_group: isAgeGroup(values.age_group) ? undefined : t('errors.chooseAgeGroup'),
  }));
  const shownDocumentError = documentTouched ? documentError(document, t) : undefined;

  const mutation = useMutation({
    mutationFn: () =>
      uploadRelease({ model_name: form.values.model_name, age_group: form.values.age_group as AgeGroup, file: document as File }),
    onSuccess: ({ release, message }) => {
      toast.success(message || t('form.saved', { name: release.model_name }));
      void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
      onSaved();
    },
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, ['model_name', 'age_group'] as const));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDocumentTouched(true);
    const fieldsValid = form.canSubmit(event.currentTarget);
    if (fieldsValid && !documentError(document, t)) mutation.mutate();
  }

  const ageError = form.field('age_group').error;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('form.label')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('form.heading')}</h2>
      <TextField
        id="release-model-name"
        label={t('form.modelName')}
        required
        autoComplete="off"
        maxLength={FILE_METADATA_LIMITS.modelNameMaxLength + 20}
        {...form.field('model_name')}
      />
      <div>
        <label htmlFor="release-age-group" className="block text-sm font-medium text-slate-800">
          {t('form.ageGroup')}
        </label>
        <select
          id="release-age-group"
          name="age_group"
          value={form.values.age_group}
          onChange={(event) => form.setValue('age_group', event.target.value)}
          aria-required
          aria-invalid={ageError ? true : undefined}
          aria-describedby={ageError ? 'release-age-group-error' : undefined}
          className={`mt-1.5 ${inputClass(Boolean(ageError))}`}
        >
          <option value="">{t('form.choose')}</option>
          {AGE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(AGE_GROUP_KEYS[group] ?? group)}
            </option>
          ))}
        </select>
        {ageError && <FieldMessage id="release-age-group-error">{ageError}</FieldMessage>}
      </div>
      <div>
        <label htmlFor="release-document" className="block text-sm font-medium text-slate-800">
          {t('form.document')}
        </label>
        <p id="release-document-hint" className="mt-0.5 text-xs text-slate-500">
          {t('form.documentHint')}
        </p>
        <input
          id="release-document"
          type="file"
          accept={ACCEPTED.join(',')}
          required
          aria-invalid={shownDocumentError ? true : undefined}
          aria-describedby={['release-document-hint', shownDocumentError && 'release-document-error'].filter(Boolean).join(' ')}
          onChange={(event) => {
            setDocument(event.currentTarget.files?.[0] ?? null);
            setDocumentTouched(true);
          }}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
        />
        {shownDocumentError && <FieldMessage id="release-document-error">{shownDocumentError}</FieldMessage>}
      </div>
      <button type="submit" className={primaryButtonClass} disabled={mutation.isPending}>
        {mutation.isPending ? t('form.uploading') : t('form.submit')}
      </button>
    </form>
  );
}

import type { AgeGroup, ContributorFileDetail } from '@stock/contracts';
import { AGE_GROUPS, FILE_METADATA_LIMITS } from '@stock/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextAreaField } from '../auth/form/TextAreaField';
import { FieldMessage, inputClass, TextField } from '../auth/form/TextField';
import { primaryButtonClass, secondaryButtonClass } from '../contributor-area/ContributorPage';
import { AGE_GROUP_KEYS } from '../search/filter-options';
import { CategorySelect } from './CategorySelect';
import { contributorFileKeys, contributorFileQuery, keywordSuggestionsQuery, updateFile } from './contributor-files-api';
import {
  type DraftErrors,
  type DraftField,
  draftOf,
  type FileDraft,
  hasErrors,
  saveErrors,
  submitErrors,
  updateBodyOf,
} from './file-draft';
import { KeywordEditor } from './KeywordEditor';
import { ReleasePicker } from './ReleasePicker';

const FIELDS: DraftField[] = ['title', 'description', 'keywords', 'category_id', 'age_group', 'people_count', 'model_release_ids'];

/** The title, description, keywords, category, people and releases of a draft or rejected file; saved, or saved and submitted. */
export function MetadataForm({ file }: { file: ContributorFileDetail }) {
  // The age groups' names live with the search filters.
  const { t } = useTranslation(['contributor-files', 'search']);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FileDraft>(() => draftOf(file));
  const [attempt, setAttempt] = useState<'save' | 'submit' | null>(null);
  // Which button sent the form; Enter in a field counts as the first one, Save.
  const intent = useRef<'save' | 'submit'>('save');
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const title = useDebouncedValue(draft.title.trim(), 400);
  const suggestions = useQuery(keywordSuggestionsQuery(file.media_id, title));

  const checks = attempt === 'submit' ? submitErrors(draft, t) : saveErrors(draft, t);
  // Before a first attempt, only a limit already passed is worth saying; "add more keywords" waits until then.
  const errors: DraftErrors = { ...(attempt ? checks : { title: checks.title, description: checks.description }), ...serverErrors };

  const change = <K extends DraftField>(field: K, value: FileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = useMutation({
    mutationFn: (submit: boolean) => updateFile(updateBodyOf(file.media_id, draft, submit)),
    onSuccess: ({ file: saved, message }, submit) => {
      queryClient.setQueryData(contributorFileQuery(file.media_id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all, predicate: (query) => query.queryKey[2] !== 'file' });
      toast.success(message || t(submit ? 'form.submitted' : 'form.saved'));
      setAttempt(null);
    },
    onError: (error) => {
      toast.error(messageOf(error));
      setServerErrors(fieldErrorsOf(error, FIELDS));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submit = intent.current === 'submit';
    setAttempt(submit ? 'submit' : 'save');
    if (hasErrors(submit ? submitErrors(draft, t) : saveErrors(draft, t))) {
      const form = event.currentTarget;
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    save.mutate(submit);
  }

  return (
    <form noValidate aria-label={t('form.label')} onSubmit={onSubmit} className="space-y-5">
      <div>
        <TextField
          id="file-title"
          label={t('form.title')}
          name="title"
          required
          value={draft.title}
          onChange={(event) => change('title', event.target.value)}
          error={errors.title}
          hint={t('form.titleHint', { length: draft.title.trim().length, max: FILE_METADATA_LIMITS.titleMaxLength })}
        />
      </div>
      <TextAreaField
        id="file-description"
        label={t('form.description')}
        name="description"
        value={draft.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
        rows={3}
      />
      <KeywordEditor
        keywords={draft.keywords}
        onChange={(keywords) => change('keywords', keywords)}
        suggestions={suggestions.data?.map((suggestion) => suggestion.keyword) ?? []}
        error={errors.keywords}
      />
      <CategorySelect type={file.type} value={draft.category_id} onChange={(id) => change('category_id', id)} error={errors.category_id} />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800">{t('form.ageGroups')}</legend>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {AGE_GROUPS.map((group: AgeGroup) => {
              const on = draft.age_group.includes(group);
              return (
                <label
                  key={group}
                  className={`cursor-pointer rounded-full border px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-500 ${
                    on ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={on}
                    onChange={(event) =>
                      change(
                        'age_group',
                        event.target.checked ? [...draft.age_group, group] : draft.age_group.filter((item) => item !== group),
                      )
                    }
                  />
                  {t(AGE_GROUP_KEYS[group] ?? group)}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div>
          <label htmlFor="file-people" className="block text-sm font-medium text-slate-800">
            {t('form.people')}
          </label>
          <input
            id="file-people"
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={draft.people_count}
            onChange={(event) => change('people_count', Math.max(0, Math.min(1000, Number.parseInt(event.target.value || '0', 10) || 0)))}
            className={`mt-1.5 ${inputClass(Boolean(errors.people_count))}`}
          />
          {errors.people_count && <FieldMessage id="file-people-error">{errors.people_count}</FieldMessage>}
        </div>
      </div>
      <ReleasePicker
        selected={draft.model_release_ids}
        onChange={(ids) => change('model_release_ids', ids)}
        error={errors.model_release_ids}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button
          type="submit"
          onClick={() => {
            intent.current = 'save';
          }}
          className={secondaryButtonClass}
          disabled={save.isPending}
        >
          {save.isPending && save.variables === false ? t('form.saving') : t('form.save')}
        </button>
        <button
          type="submit"
          onClick={() => {
            intent.current = 'submit';
          }}
          className={primaryButtonClass}
          disabled={save.isPending || file.processing.status !== 'ready'}
        >
          {save.isPending && save.variables === true
            ? t('form.submitting')
            : file.status === 'rejected'
              ? t('form.saveAndResubmit')
              : t('form.saveAndSubmit')}
        </button>
      </div>
      {file.processing.status !== 'ready' && <p className="text-right text-sm text-slate-500">{t('form.notProcessed')}</p>}
    </form>
  );
}

import { COLLECTION_NAME_MAX_LENGTH } from '@stock/contracts/values';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NewCollectionFormProps {
  id: string;
  pending: boolean;
  onCreate: (name: string) => Promise<unknown>;
  submitLabel?: string;
}

/** A name and a button: the collections page and the save dialog both create collections this way. */
export function NewCollectionForm({ id, pending, onCreate, submitLabel }: NewCollectionFormProps) {
  const { t } = useTranslation('buyer-collections');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The surrounding dialog may itself sit in a form: this one must not submit it.
    event.stopPropagation();
    if (!name.trim()) {
      setError(t('nameRequired'));
      return;
    }
    setError(null);
    try {
      await onCreate(name.trim());
      setName('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('newForm.failed'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('newForm.label')} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('newForm.name')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_NAME_MAX_LENGTH}
          placeholder={t('newForm.placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-sky-500 focus:outline-2 focus:outline-sky-200"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          {pending ? t('newForm.creating') : (submitLabel ?? t('newForm.create'))}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}

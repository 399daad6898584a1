import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form/TextField';

/** The search box of a console list: the query is taken when the form is sent, not on every key. */
export function ConsoleSearch({ label, field, onSearch }: { label: string; field: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form aria-label={label} onSubmit={search} className="mt-4 flex flex-wrap items-end gap-2">
      <label className="text-sm font-medium text-slate-700">
        {field}
        <input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={200}
          className={`mt-1 block w-72 max-w-full ${inputClass(false)}`}
        />
      </label>
      <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
        {t('consoleSearch.submit')}
      </button>
    </form>
  );
}

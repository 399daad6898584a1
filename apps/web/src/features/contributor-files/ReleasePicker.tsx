import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { FieldMessage } from '../auth/form/TextField';
import { modelReleasesQuery } from '../model-releases/releases-api';
import { AGE_GROUP_KEYS } from '../search/filter-options';

interface ReleasePickerProps {
  selected: number[];
  onChange: (releaseIds: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The contributor's model releases as checkboxes: one for each recognisable person in the file. */
export function ReleasePicker({ selected, onChange, error, disabled }: ReleasePickerProps) {
  // The age groups' names live with the search filters.
  const { t } = useTranslation(['contributor-files', 'search']);
  const releases = useQuery(modelReleasesQuery());
  const toggle = (releaseId: number, on: boolean) => onChange(on ? [...selected, releaseId] : selected.filter((id) => id !== releaseId));
  return (
    <fieldset aria-describedby={error ? 'file-releases-error' : undefined}>
      <legend className="block text-sm font-medium text-slate-800">{t('releases.legend')}</legend>
      <p className="mt-0.5 text-xs text-slate-500">
        {t('releases.needed')}{' '}
        <Link to={contributorPaths.modelReleases()} className="font-semibold text-sky-700 hover:underline">
          {t('releases.add')}
        </Link>
      </p>
      {releases.isPending ? (
        <p className="mt-2 text-sm text-slate-500">{t('releases.loading')}</p>
      ) : releases.isError ? (
        <p className="mt-2 text-sm text-rose-800">{t('releases.loadError')}</p>
      ) : releases.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('releases.none')}</p>
      ) : (
        <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
          {releases.data.map((release) => (
            <li key={release.release_id}>
              <label className="flex items-center gap-2.5 rounded px-1.5 py-1 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  disabled={disabled}
                  checked={selected.includes(release.release_id)}
                  onChange={(event) => toggle(release.release_id, event.target.checked)}
                  className="h-4 w-4 rounded border-slate-300 accent-slate-900"
                />
                <span>
                  {release.model_name} <span className="text-slate-500">· {t(AGE_GROUP_KEYS[release.age_group] ?? release.age_group)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <FieldMessage id="file-releases-error">{error}</FieldMessage>}
    </fieldset>
  );
}

import type { ContributorFile } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { AGE_GROUP_KEYS } from '../search/filter-options';

const WHY_LOCKED = { inreview: 'readOnly.inreview', published: 'readOnly.published', removed: 'readOnly.removed' } as const;

/** The details of a file that cannot be edited now (in review, published or removed), and why. */
export function ReadOnlyDetails({ file }: { file: ContributorFile }) {
  // The age groups' names live with the search filters.
  const { t } = useTranslation(['contributor-files', 'search']);
  const whyLocked = file.status in WHY_LOCKED ? WHY_LOCKED[file.status as keyof typeof WHY_LOCKED] : null;
  const rows: [string, string][] = [
    [t('readOnly.title'), file.title || '—'],
    [t('readOnly.description'), file.description || '—'],
    [t('readOnly.category'), file.category ?? '—'],
    [t('readOnly.ageGroups'), file.age_group.map((group) => t(AGE_GROUP_KEYS[group] ?? group)).join(', ') || '—'],
    [t('readOnly.people'), String(file.people_count)],
    [t('readOnly.modelReleases'), String(file.model_release_ids.length)],
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{whyLocked && t(whyLocked)}</p>
      <dl className="space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">{t('readOnly.keywords')}</dt>
          <dd>
            <ul aria-label={t('readOnly.keywords')} className="mt-1 flex flex-wrap gap-1.5">
              {file.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
                  {keyword}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

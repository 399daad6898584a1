import type { ContributorFile } from '@stock/contracts';
import { AGE_GROUP_LABELS } from '../search/filter-options';

const WHY_LOCKED: Record<string, string> = {
  inreview: 'A reviewer is looking at this file; its details can be changed again if it is rejected.',
  published: 'Published files keep their details. To change them, remove the file from sale and upload it again.',
  removed: 'This file is off sale.',
};

/** The details of a file that cannot be edited now (in review, published or removed), and why. */
export function ReadOnlyDetails({ file }: { file: ContributorFile }) {
  const rows: [string, string][] = [
    ['Title', file.title || '—'],
    ['Description', file.description || '—'],
    ['Category', file.category ?? '—'],
    ['Age groups', file.age_group.map((group) => AGE_GROUP_LABELS[group] ?? group).join(', ') || '—'],
    ['People', String(file.people_count)],
    ['Model releases', String(file.model_release_ids.length)],
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{WHY_LOCKED[file.status]}</p>
      <dl className="space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">Keywords</dt>
          <dd>
            <ul aria-label="Keywords" className="mt-1 flex flex-wrap gap-1.5">
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

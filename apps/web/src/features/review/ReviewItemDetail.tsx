import type { ReviewItem } from '@stock/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { FileFacts } from '../contributor-files/FileFacts';
import { FileHistory } from '../contributor-files/FileHistory';
import { FilePreviewPanel } from '../contributor-files/FilePreviewPanel';
import { NearDuplicates } from '../contributor-files/NearDuplicates';
import { openReleaseDocument } from '../model-releases/releases-api';
import { AGE_GROUP_KEYS } from '../search/filter-options';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Everything a reviewer weighs: the preview, the metadata, the releases, look-alikes, the facts and the history. */
export function ReviewItemDetail({ item }: { item: ReviewItem }) {
  // The age groups' names live with the search filters.
  const { t } = useTranslation(['review', 'search']);
  const ageGroup = (group: string) => t(AGE_GROUP_KEYS[group] ?? group);
  const ages = item.age_group.map(ageGroup).join(', ');
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <FilePreviewPanel file={item} />
        <NearDuplicates matches={item.near_duplicates} linkOwn={false} />
      </div>
      <div className="space-y-5">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{item.title}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('detail.byline', { name: item.contributor.name, category: item.category ?? t('detail.noCategory') })}
          </p>
          {item.description && <p className="mt-2 text-sm text-slate-800">{item.description}</p>}
        </div>
        <Block title={t('detail.keywordsTitle', { count: item.keywords.length })}>
          <ul aria-label={t('detail.keywords')} className="flex flex-wrap gap-1.5">
            {item.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                {keyword}
              </li>
            ))}
          </ul>
        </Block>
        <Block title={t('detail.peopleTitle')}>
          <p className="text-sm text-slate-800">
            {t('detail.people', { count: item.people_count })}
            {ages && ` · ${ages}`}
          </p>
          {item.releases.length === 0 ? (
            <p className={`mt-1 text-sm ${item.people_count > 0 ? 'font-semibold text-rose-800' : 'text-slate-500'}`}>
              {t('detail.noRelease')}
            </p>
          ) : (
            <ul aria-label={t('detail.releases')} className="mt-2 space-y-1.5">
              {item.releases.map((release) => (
                <li key={release.release_id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {release.model_name} <span className="text-slate-500">· {ageGroup(release.age_group)}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => openReleaseDocument(release, 'admin').catch((error: Error) => toast.error(error.message))}
                    className="rounded-full border border-slate-300 px-3 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500"
                  >
                    {t('detail.viewRelease')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Block>
        <Block title={t('detail.file')}>
          <FileFacts file={item} />
        </Block>
        <Block title={t('detail.history')}>
          <FileHistory history={item.history} />
        </Block>
      </div>
    </div>
  );
}

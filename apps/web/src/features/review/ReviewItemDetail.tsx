import type { ReviewItem } from '@stock/contracts';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { FileFacts } from '../contributor-files/FileFacts';
import { FileHistory } from '../contributor-files/FileHistory';
import { FilePreviewPanel } from '../contributor-files/FilePreviewPanel';
import { NearDuplicates } from '../contributor-files/NearDuplicates';
import { openReleaseDocument } from '../model-releases/releases-api';
import { AGE_GROUP_LABELS } from '../search/filter-options';

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
  const people = item.people_count === 0 ? 'No people' : item.people_count === 1 ? '1 person' : `${item.people_count} people`;
  const ages = item.age_group.map((group) => AGE_GROUP_LABELS[group] ?? group).join(', ');
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
            by {item.contributor.name} · {item.category ?? 'no category'}
          </p>
          {item.description && <p className="mt-2 text-sm text-slate-800">{item.description}</p>}
        </div>
        <Block title={`Keywords (${item.keywords.length})`}>
          <ul aria-label="Keywords" className="flex flex-wrap gap-1.5">
            {item.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                {keyword}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="People and releases">
          <p className="text-sm text-slate-800">
            {people}
            {ages && ` · ${ages}`}
          </p>
          {item.releases.length === 0 ? (
            <p className={`mt-1 text-sm ${item.people_count > 0 ? 'font-semibold text-rose-800' : 'text-slate-500'}`}>
              No model release attached.
            </p>
          ) : (
            <ul aria-label="Model releases" className="mt-2 space-y-1.5">
              {item.releases.map((release) => (
                <li key={release.release_id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {release.model_name}{' '}
                    <span className="text-slate-500">· {AGE_GROUP_LABELS[release.age_group] ?? release.age_group}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => openReleaseDocument(release, 'admin').catch((error: Error) => toast.error(error.message))}
                    className="rounded-full border border-slate-300 px-3 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500"
                  >
                    View release
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Block>
        <Block title="File">
          <FileFacts file={item} />
        </Block>
        <Block title="History">
          <FileHistory history={item.history} />
        </Block>
      </div>
    </div>
  );
}

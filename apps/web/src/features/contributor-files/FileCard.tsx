import type { ContributorFile } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { reasonsText } from '../../components/rejection-reasons';
import { FileThumb } from './FileThumb';
import { StatusBadge } from './StatusBadge';

/** A file in a grid of the contributor's files: its picture, its title (or file name while untitled) and its status. */
export function FileCard({ file }: { file: ContributorFile }) {
  const { t } = useTranslation('contributor-files');
  const name = file.title || file.original_filename;
  return (
    <Link
      to={contributorPaths.file(file.media_id)}
      className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-slate-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
    >
      <FileThumb file={file} width={320} className="aspect-[4/3] w-full" />
      <div className="space-y-1.5 p-3">
        <p className="truncate text-sm font-medium text-slate-900 group-hover:underline" title={name}>
          {name}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={file.status} />
          {file.status === 'DRAFT' && file.missing.length > 0 && <span className="text-xs text-slate-500">{t('card.needsDetails')}</span>}
        </div>
        {file.processing.status === 'failed' ? (
          <p className="line-clamp-2 text-xs text-rose-800">{file.processing.error ?? t('card.processingFailed')}</p>
        ) : (
          file.status === 'rejected' &&
          file.rejection && <p className="line-clamp-2 text-xs text-rose-800">{reasonsText(file.rejection.reasons)}</p>
        )}
      </div>
    </Link>
  );
}

export function FileCardsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={index} className="overflow-hidden rounded-xl border border-slate-200">
          <div className="aspect-[4/3] animate-pulse bg-slate-100" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

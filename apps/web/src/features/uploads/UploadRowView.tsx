import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { contributorFileQuery } from '../contributor-files/contributor-files-api';
import { FileThumb } from '../contributor-files/FileThumb';
import { NearDuplicates } from '../contributor-files/NearDuplicates';
import { formatFileSize } from '../files/format-file-size';
import { percentOf, type UploadRow } from './upload-rows';

const smallButton =
  'rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500';

function ProgressBar({ percent, label, tone }: { percent: number; label: string; tone: 'sky' | 'amber' | 'emerald' | 'rose' }) {
  const fill = { sky: 'bg-sky-600', amber: 'bg-amber-500', emerald: 'bg-emerald-600', rose: 'bg-rose-500' }[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full transition-[width] duration-300 ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** After the upload: the server's processing of the file, then what to do next. */
function StoredFile({ mediaId, name }: { mediaId: number; name: string }) {
  const { t } = useTranslation('uploads');
  const file = useQuery(contributorFileQuery(mediaId));
  if (!file.data) return <StatusLine tone="slate">{t('row.waitingForServer')}</StatusLine>;
  const { processing } = file.data;
  return (
    <div className="space-y-2">
      {processing.status === 'failed' ? (
        <StatusLine tone="rose">
          {t('row.processingFailed', { error: processing.error ?? t('row.unreadable') })}{' '}
          <Link to={contributorPaths.file(mediaId)} className="font-semibold underline">
            {t('row.replaceOrDelete')}
          </Link>
        </StatusLine>
      ) : processing.status === 'ready' ? (
        <StatusLine tone="emerald">
          {t('row.processed')}{' '}
          <Link
            to={contributorPaths.file(mediaId)}
            className="font-semibold text-sky-800 underline"
            aria-label={t('row.addDetailsTo', { name })}
          >
            {t('row.addTitleAndKeywords')}
          </Link>
        </StatusLine>
      ) : (
        <StatusLine tone="slate">{processing.status === 'queued' ? t('row.waitingToProcess') : t('row.processing')}</StatusLine>
      )}
      <NearDuplicates matches={file.data.near_duplicates} />
    </div>
  );
}

function StatusLine({ tone, children }: { tone: 'slate' | 'rose' | 'emerald' | 'amber'; children: ReactNode }) {
  const color = { slate: 'text-slate-600', rose: 'text-rose-800', emerald: 'text-emerald-800', amber: 'text-amber-800' }[tone];
  return <p className={`text-sm ${color}`}>{children}</p>;
}

function PhaseDetails({ row, onRetry }: { row: UploadRow; onRetry: () => void }) {
  const { t } = useTranslation('uploads');
  const { phase } = row;
  const percent = percentOf(phase);
  switch (phase.name) {
    case 'checking':
      return <StatusLine tone="slate">{t('row.checking')}</StatusLine>;
    case 'blocked':
      return (
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-rose-800">
          {row.preflight?.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      );
    case 'uploading':
      return (
        <div className="space-y-1">
          <ProgressBar percent={percent} label={t('row.uploadOf', { name: row.name })} tone="sky" />
          <StatusLine tone="slate">{t('row.uploading', { percent })}</StatusLine>
        </div>
      );
    case 'reconnecting':
      return (
        <div className="space-y-1">
          <ProgressBar percent={percent} label={t('row.uploadOf', { name: row.name })} tone="amber" />
          <StatusLine tone="amber">{t('row.reconnecting', { percent })}</StatusLine>
        </div>
      );
    case 'failed':
      return (
        <div className="space-y-1">
          <ProgressBar percent={percent} label={t('row.uploadOf', { name: row.name })} tone="rose" />
          <div className="flex flex-wrap items-center gap-2">
            <StatusLine tone="rose">{phase.message}</StatusLine>
            <button type="button" className={smallButton} onClick={onRetry}>
              {t('row.retry')}
            </button>
          </div>
        </div>
      );
    case 'refused':
      return <StatusLine tone="rose">{phase.message}</StatusLine>;
    case 'uploaded':
      return <StoredFile mediaId={phase.mediaId} name={row.name} />;
  }
}

/** One picked file: its name and size, its checks, its progress, and once stored, its processing and look-alikes. */
export function UploadRowView({ row, onRetry, onRemove }: { row: UploadRow; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation('uploads');
  const mediaId = row.phase.name === 'uploaded' ? row.phase.mediaId : null;
  const uploaded = mediaId !== null;
  const file = useQuery({ ...contributorFileQuery(mediaId ?? 0), enabled: uploaded });
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4" aria-label={row.relativePath}>
      {file.data ? (
        <FileThumb file={file.data} width={96} className="h-16 w-20 shrink-0 rounded-lg sm:h-18 sm:w-24" />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-16 w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-xs font-semibold text-slate-500 uppercase sm:h-18 sm:w-24"
        >
          {row.preflight?.format ?? row.name.split('.').pop()?.slice(0, 4)}
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm">
            <span className="block truncate font-medium text-slate-900" title={row.relativePath}>
              {row.relativePath}
            </span>
            <span className="text-slate-500">
              {formatFileSize(row.bytes)}
              {row.preflight?.measured &&
                ` · ${row.preflight.measured.width} × ${row.preflight.measured.height}${
                  row.preflight.measured.durationSeconds !== undefined
                    ? ` · ${t('row.seconds', { seconds: Math.round(row.preflight.measured.durationSeconds) })}`
                    : ''
                }`}
            </span>
          </p>
          {!uploaded && (
            <button type="button" className={smallButton} onClick={onRemove} aria-label={t('row.removeFile', { name: row.relativePath })}>
              {row.phase.name === 'uploading' || row.phase.name === 'reconnecting' ? t('row.cancel') : t('row.remove')}
            </button>
          )}
        </div>
        <PhaseDetails row={row} onRetry={onRetry} />
        {row.preflight?.notes.map((note) => (
          <StatusLine key={note} tone="slate">
            {note}
          </StatusLine>
        ))}
      </div>
    </li>
  );
}

import type { ContributorFileDetail } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { contributorPaths, idFromSegment } from '../../app-paths';
import { reasonsText } from '../../components/rejection-reasons';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { ContributorPage } from '../contributor-area/ContributorPage';
import { contributorFileQuery } from './contributor-files-api';
import { FileActions } from './FileActions';
import { FileFacts } from './FileFacts';
import { FileHistory } from './FileHistory';
import { FilePreviewPanel } from './FilePreviewPanel';
import { MetadataForm } from './MetadataForm';
import { NearDuplicates } from './NearDuplicates';
import { ReadOnlyDetails } from './ReadOnlyDetails';
import { StatusBadge } from './StatusBadge';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Notices({ file }: { file: ContributorFileDetail }) {
  const { t } = useTranslation('contributor-files');
  return (
    <>
      {file.processing.status === 'failed' && (
        <div role="alert" className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900">
          <p className="font-semibold">{t('edit.processingFailed')}</p>
          <p className="mt-1">{t('edit.replaceOrDelete', { error: file.processing.error ?? t('edit.unreadable') })}</p>
        </div>
      )}
      {(file.processing.status === 'queued' || file.processing.status === 'processing') && (
        <p role="status" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          {t('edit.makingPreviews')}
        </p>
      )}
      {file.status === 'rejected' && file.rejection && (
        <div role="alert" className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900">
          <p className="font-semibold">{t('edit.rejected', { reasons: reasonsText(file.rejection.reasons) })}</p>
          {file.rejection.note && <p className="mt-1">{t('edit.note', { note: file.rejection.note })}</p>}
          <p className="mt-1">{t('edit.fixAndResubmit')}</p>
        </div>
      )}
    </>
  );
}

function FileEditor({ file }: { file: ContributorFileDetail }) {
  const { t } = useTranslation('contributor-files');
  const editable = file.status === 'DRAFT' || file.status === 'rejected';
  return (
    <ContributorPage
      title={file.title || file.original_filename}
      intro={
        <span className="inline-flex items-center gap-2">
          <StatusBadge status={file.status} /> {file.type === 'VIDEO' ? t('edit.video') : t('edit.image')}
        </span>
      }
    >
      {/* On phones: the picture, then what to fill in, then the facts; on wide screens the form has a column of its own. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:grid-rows-[auto_1fr] lg:items-start xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <div className="space-y-6">
          <FilePreviewPanel file={file} />
          <NearDuplicates matches={file.near_duplicates} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Notices file={file} />
          <Panel title={t('edit.details')}>
            {editable ? <MetadataForm key={`${file.media_id}-${file.status}`} file={file} /> : <ReadOnlyDetails file={file} />}
          </Panel>
          <Panel title={file.status === 'published' ? t('edit.onSale') : t('edit.file')}>
            <FileActions file={file} />
          </Panel>
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          <Panel title={t('edit.about')}>
            <FileFacts file={file} />
          </Panel>
          <Panel title={t('edit.history')}>
            <FileHistory history={file.history} />
          </Panel>
        </div>
      </div>
    </ContributorPage>
  );
}

export function FileEditPage() {
  const { t } = useTranslation('contributor-files');
  const mediaId = idFromSegment(useParams().mediaId);
  const file = useQuery({ ...contributorFileQuery(mediaId ?? 0), enabled: mediaId !== null });
  const notFound = mediaId === null || (file.error instanceof ApiError && file.error.envelope?.status_code === 404);
  if (notFound) {
    return (
      <ContributorPage title={t('edit.notFoundTitle')}>
        <EmptyState title={t('edit.notFoundHeading')}>
          <p>{t('edit.notFoundText')}</p>
          <Link to={contributorPaths.catalogue()} className="mt-3 inline-block font-semibold text-sky-700 hover:underline">
            {t('edit.goToCatalogue')}
          </Link>
        </EmptyState>
      </ContributorPage>
    );
  }
  if (file.isPending) {
    return (
      <div role="status" aria-label={t('edit.loading')} className="grid gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-0">
        <div className="aspect-[4/3] animate-pulse rounded-xl bg-slate-100" />
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (file.isError) {
    return (
      <ContributorPage title={t('edit.yourFile')}>
        <ErrorState message={t('edit.loadError')} onRetry={() => file.refetch()} />
      </ContributorPage>
    );
  }
  return <FileEditor file={file.data} />;
}

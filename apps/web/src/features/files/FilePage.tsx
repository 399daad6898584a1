import type { FileDetail } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { idFromSegment, paths } from '../../app-paths';
import { BELOW_THE_FOLD } from '../../components/layout/below-the-fold';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { NotFoundState } from '../../components/states/NotFoundState';
import { siteConfig } from '../../config/site-config';
import { FileSaveButton } from '../buyer-collections/SavedStateButtons';
import { DownloadFormats } from '../downloads/DownloadFormats';
import { portfolioPath } from '../portfolio/portfolio-api';
import { FileFacts } from './FileFacts';
import { FilePreview } from './FilePreview';
import { fileDetailQuery } from './file-queries';
import { MoreFromContributor } from './MoreFromContributor';
import { RelatedKeywords } from './RelatedKeywords';
import { SimilarFiles } from './SimilarFiles';

export function FilePage() {
  const mediaId = idFromSegment(useParams().file);
  if (mediaId === null) return <NotFoundState kind="file" id="file-not-found-search" />;
  // A new file is a new page: keying by id resets everything below it.
  return <FileView key={mediaId} mediaId={mediaId} />;
}

function FileView({ mediaId }: { mediaId: number }) {
  const { t } = useTranslation('files');
  const { data: file, error, isPending, refetch } = useQuery(fileDetailQuery(mediaId));
  if (isPending) return <FileSkeleton />;
  if (error) {
    if (isNotFound(error)) return <NotFoundState kind="file" id="file-not-found-search" />;
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-8">
      <title>{t('pageTitle', { title: file.title, kind: file.type, brand: siteConfig.brand })}</title>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <FilePreview file={file} />
        <FileSidebar file={file} />
      </div>
      <div className={BELOW_THE_FOLD}>
        <RelatedKeywords mediaId={file.media_id} type={file.type} ownKeywords={file.keywords.map((keyword) => keyword.keyword)} />
        <SimilarFiles mediaId={file.media_id} type={file.type} />
        <MoreFromContributor file={file} />
      </div>
    </article>
  );
}

/** Title, contributor, facts, and the formats with their Download buttons. */
function FileSidebar({ file }: { file: FileDetail }) {
  const { t } = useTranslation('files');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{file.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="byContributor"
            values={{ kind: file.type, name: file.contributor.name }}
            components={{
              anchor: (
                <Link
                  to={portfolioPath(file.contributor.slug)}
                  className="font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
                />
              ),
            }}
          />
        </p>
        {file.description && file.description !== `${file.title}.` && <p className="mt-3 text-slate-700">{file.description}</p>}
        <div className="mt-4">
          <FileSaveButton file={file} />
        </div>
      </div>
      <FileFacts file={file} />
      <DownloadFormats mediaId={file.media_id} title={file.title} type={file.type} formats={file.formats} />
      {file.keywords.length > 0 && (
        <section aria-labelledby="keywords-heading">
          <h2 id="keywords-heading" className="mb-2 text-sm font-semibold text-slate-900">
            {t('keywords')}
          </h2>
          <ul aria-label={t('keywords')} className="flex flex-wrap gap-1.5">
            {file.keywords.map((keyword) => (
              <li key={keyword.keyword_id}>
                <Link
                  to={paths.search(keyword.keyword, file.type)}
                  className="inline-block rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500"
                >
                  {keyword.keyword}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The page's shape while the file loads; its preview frame has no size yet, so it takes a common 3:2. */
function FileSkeleton() {
  const { t } = useTranslation('files');
  return (
    <div role="status" aria-label={t('loading')} className="mx-auto max-w-screen-2xl px-4 py-6 sm:px-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="aspect-[3/2] max-h-[75vh] animate-pulse rounded-xl bg-slate-100" />
        <div className="space-y-4">
          <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

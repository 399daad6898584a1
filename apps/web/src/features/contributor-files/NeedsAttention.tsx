import type { ContributorCatalogue, ContributorFile } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { reasonsText } from '../../components/rejection-reasons';
import { type AttentionKind, attentionFilesQuery } from './contributor-files-api';
import { FileThumb } from './FileThumb';

function AttentionFiles({ kind, why }: { kind: AttentionKind; why: (file: ContributorFile) => ReactNode }) {
  const files = useQuery(attentionFilesQuery(kind));
  if (!files.data) return null;
  return (
    <ul className="mt-3 space-y-2">
      {files.data.results.map((file) => (
        <li key={file.media_id}>
          <Link
            to={contributorPaths.file(file.media_id)}
            className="flex items-center gap-3 rounded-lg p-1.5 hover:bg-white focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            <FileThumb file={file} width={64} className="h-12 w-16 shrink-0 rounded-md" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900">{file.title || file.original_filename}</span>
              <span className="block text-sm text-slate-700">{why(file)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Item({
  tone,
  title,
  link,
  children,
}: {
  tone: 'red' | 'amber' | 'sky';
  title: string;
  link: { to: string; labelKey: 'attention.fixAndResubmit' | 'attention.uploadAgain' | 'attention.addDetails' | 'attention.submit' };
  children?: ReactNode;
}) {
  const { t } = useTranslation('contributor-files');
  const toneClass = { red: 'border-rose-200 bg-rose-50', amber: 'border-amber-200 bg-amber-50', sky: 'border-sky-200 bg-sky-50' }[tone];
  return (
    <li className={`rounded-xl border p-4 ${toneClass}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{title}</p>
        <Link to={link.to} className="text-sm font-semibold text-sky-800 hover:underline">
          {t(link.labelKey)}
        </Link>
      </div>
      {children}
    </li>
  );
}

/** What the contributor should do next: fix rejected files, replace files that could not be processed, finish drafts. */
export function NeedsAttention({ attention }: { attention: ContributorCatalogue['needs_attention'] }) {
  const { t } = useTranslation('contributor-files');
  const nothing = attention.rejected + attention.processing_failed + attention.incomplete + attention.ready_to_submit === 0;
  if (nothing) return <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">{t('attention.nothing')}</p>;
  return (
    <ul className="space-y-3">
      {attention.rejected > 0 && (
        <Item
          tone="red"
          title={t('attention.rejected', { count: attention.rejected })}
          link={{ to: contributorPaths.catalogue('rejected'), labelKey: 'attention.fixAndResubmit' }}
        >
          <AttentionFiles
            kind="rejected"
            why={(file) =>
              file.rejection ? (
                <>
                  <strong className="font-semibold">{reasonsText(file.rejection.reasons)}</strong>
                  {file.rejection.note && `: ${file.rejection.note}`}
                </>
              ) : (
                t('attention.rejectedReason')
              )
            }
          />
        </Item>
      )}
      {attention.processing_failed > 0 && (
        <Item
          tone="red"
          title={t('attention.failed', { count: attention.processing_failed })}
          link={{ to: contributorPaths.upload(), labelKey: 'attention.uploadAgain' }}
        >
          <AttentionFiles kind="failed" why={(file) => file.processing.error ?? t('card.processingFailed')} />
        </Item>
      )}
      {attention.incomplete > 0 && (
        <Item
          tone="amber"
          title={t('attention.incomplete', { count: attention.incomplete })}
          link={{ to: contributorPaths.catalogue('DRAFT'), labelKey: 'attention.addDetails' }}
        />
      )}
      {attention.ready_to_submit > 0 && (
        <Item
          tone="sky"
          title={t('attention.ready', { count: attention.ready_to_submit })}
          link={{ to: contributorPaths.catalogue('DRAFT'), labelKey: 'attention.submit' }}
        />
      )}
    </ul>
  );
}

import type { FileTransition } from '@stock/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { reasonsText } from '../../components/rejection-reasons';
import { statusKey } from './file-status';

function describe(step: FileTransition, t: TFunction<'contributor-files'>): string {
  if (step.from_status === null) return t('history.uploaded');
  if (step.to_status === 'inreview') return t('history.submitted');
  if (step.to_status === 'published') return t('history.published');
  if (step.to_status === 'rejected') return t('history.rejected');
  if (step.to_status === 'removed') return t('history.removed');
  return t('history.changed', { from: t(statusKey(step.from_status)), to: t(statusKey(step.to_status)) });
}

/** Every status change of the file, newest first: who, when, and the reasons given. */
export function FileHistory({ history }: { history: FileTransition[] }) {
  const { t } = useTranslation('contributor-files');
  if (history.length === 0) return <p className="text-sm text-slate-500">{t('history.none')}</p>;
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol aria-label={t('history.label')} className="space-y-3 border-l-2 border-slate-200 pl-4">
      {newestFirst.map((step) => (
        <li key={`${step.at}-${step.to_status}`} className="text-sm">
          <p className="font-medium text-slate-900">{describe(step, t)}</p>
          <p className="text-slate-500">
            <time dateTime={step.at}>{formatDate(step.at, 'dateTime')}</time> ·{' '}
            {step.actor === 'admin' ? t('history.reviewer') : step.actor_name}
          </p>
          {step.reasons.length > 0 && <p className="text-slate-700">{reasonsText(step.reasons)}</p>}
          {step.note && <p className="text-slate-700">{t('edit.note', { note: step.note })}</p>}
        </li>
      ))}
    </ol>
  );
}

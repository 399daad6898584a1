import type { AdminFile, AdminFileData, PagedAdminFiles, TakeDownGround } from '@stock/contracts';
import { ADMIN_FILE_STATUSES, TAKE_DOWN_GROUNDS } from '@stock/contracts/values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';

const GROUND_KEYS: Record<TakeDownGround, string> = {
  rights_complaint: 'grounds.rightsComplaint',
  quality: 'grounds.quality',
  model_release: 'grounds.modelRelease',
};

const STATUS_KEYS: Record<string, string> = {
  DRAFT: 'status.draft',
  inreview: 'status.inReview',
  rejected: 'status.rejected',
  published: 'status.published',
  removed: 'status.removed',
};

const TYPE_KEYS: Record<string, string> = { IMAGE: 'type.image', VIDEO: 'type.video' };

/** The API types a file's status and type as any string: a value it adds later shows as sent, not as a missing key. */
const keyOf = (keys: Record<string, string>, value: string) => keys[value] ?? value;

interface Filters {
  status?: string;
  contributor_id?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** An action's form stays folded until asked for, so that a long list stays a list. */
function Folded({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="shrink-0">
      <summary className="cursor-pointer text-sm font-semibold text-sky-800 underline">{summary}</summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

function FileActions({ file }: { file: AdminFile }) {
  const { t } = useTranslation('admin-files');
  const queryClient = useQueryClient();
  const [ground, setGround] = useState<TakeDownGround>('rights_complaint');
  const act = useMutation({
    mutationFn: (reason: string) =>
      file.status === 'published'
        ? adminCall<AdminFileData>('/admin/files/take-down', { method: 'POST', body: { media_id: file.id, ground, reason } })
        : adminCall<AdminFileData>('/admin/files/restore', { method: 'POST', body: { media_id: file.id, reason } }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'files'] });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  if (file.status === 'published') {
    return (
      <Folded key="take-down" summary={t('takeDown.summary')}>
        <ReasonForm
          label={t('takeDown.label', { id: file.id })}
          action={t('takeDown.action')}
          tone="danger"
          pending={act.isPending}
          onSubmit={(reason) => act.mutate(reason)}
          extra={
            <label className="text-xs font-medium text-slate-700">
              {t('takeDown.ground')}
              <select
                value={ground}
                onChange={(e) => setGround(e.target.value as TakeDownGround)}
                className={`mt-1 block ${inputClass(false)}`}
              >
                {TAKE_DOWN_GROUNDS.map((value) => (
                  <option key={value} value={value}>
                    {t(GROUND_KEYS[value])}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      </Folded>
    );
  }
  if (file.status === 'removed') {
    return (
      // Keyed apart: the restore form opens folded, not left open by the take-down it follows.
      <Folded key="restore" summary={t('restore.summary')}>
        <ReasonForm
          label={t('restore.label', { id: file.id })}
          action={t('restore.action')}
          pending={act.isPending}
          onSubmit={(reason) => act.mutate(reason)}
        />
      </Folded>
    );
  }
  return null;
}

function FilterForm({ onApply }: { onApply: (filters: Filters) => void }) {
  const { t } = useTranslation('admin-files');
  const [draft, setDraft] = useState<Filters>({});
  const field = (name: keyof Filters) => ({
    value: draft[name] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)));
  };
  const label = 'text-sm font-medium text-slate-700';
  return (
    <form aria-label={t('filters.label')} onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
      <label className={label}>
        {t('filters.query')}
        <input {...field('q')} maxLength={200} className={`mt-1 block w-56 ${inputClass(false)}`} />
      </label>
      <label className={label}>
        {t('filters.status')}
        <select {...field('status')} className={`mt-1 block ${inputClass(false)}`}>
          <option value="">{t('filters.anyStatus')}</option>
          {ADMIN_FILE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(keyOf(STATUS_KEYS, status))}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('filters.contributor')}
        <input {...field('contributor_id')} inputMode="numeric" pattern="[0-9]*" className={`mt-1 block w-32 ${inputClass(false)}`} />
      </label>
      <label className={label}>
        {t('filters.from')}
        <input type="date" {...field('from')} className={`mt-1 block ${inputClass(false)}`} />
      </label>
      <label className={label}>
        {t('filters.to')}
        <input type="date" {...field('to')} className={`mt-1 block ${inputClass(false)}`} />
      </label>
      <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
        {t('filters.search')}
      </button>
    </form>
  );
}

export function AdminFilesPage() {
  const { t } = useTranslation('admin-files');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['admin', 'files', filters, page],
    queryFn: async ({ signal }) =>
      (await adminCall<PagedAdminFiles>('/admin/files', { query: { ...filters, page_no: page }, signal })).data,
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <FilterForm
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="mt-6">
        {isPending ? (
          <TableSkeleton rows={5} />
        ) : isError ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <>
            <ul aria-label={t('results.label')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {data.results.map((file) => (
                <li key={file.id} className="flex flex-col gap-3 p-4 text-sm lg:flex-row lg:items-center lg:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{file.title}</p>
                    <p className="text-slate-600">
                      {t('results.facts', {
                        id: file.id,
                        type: t(keyOf(TYPE_KEYS, file.type)),
                        status: t(keyOf(STATUS_KEYS, file.status)),
                        contributor: file.contributor_name,
                        contributorId: file.contributor_id,
                        date: formatDate(file.created_at),
                        licences: file.licence_count,
                      })}
                    </p>
                  </div>
                  <FileActions file={file} />
                </li>
              ))}
            </ul>
            <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('results.pages')} />
          </>
        )}
      </div>
    </section>
  );
}

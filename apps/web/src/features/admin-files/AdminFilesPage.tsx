import type { AdminFile, AdminFileData, PagedAdminFiles, TakeDownGround } from '@stock/contracts';
import { ADMIN_FILE_STATUSES, TAKE_DOWN_GROUNDS } from '@stock/contracts/values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { formatDate } from '../earnings/money';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';

const GROUNDS: Record<TakeDownGround, string> = {
  rights_complaint: 'Rights complaint',
  quality: 'Quality',
  model_release: 'Model release',
};

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
      <Folded key="take-down" summary="Take down…">
        <ReasonForm
          label={`Take down file ${file.id}`}
          action="Take down"
          tone="danger"
          pending={act.isPending}
          onSubmit={(reason) => act.mutate(reason)}
          extra={
            <label className="text-xs font-medium text-slate-700">
              Ground
              <select
                value={ground}
                onChange={(e) => setGround(e.target.value as TakeDownGround)}
                className={`mt-1 block ${inputClass(false)}`}
              >
                {TAKE_DOWN_GROUNDS.map((value) => (
                  <option key={value} value={value}>
                    {GROUNDS[value]}
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
      <Folded key="restore" summary="Restore…">
        <ReasonForm label={`Restore file ${file.id}`} action="Restore" pending={act.isPending} onSubmit={(reason) => act.mutate(reason)} />
      </Folded>
    );
  }
  return null;
}

function FilterForm({ onApply }: { onApply: (filters: Filters) => void }) {
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
    <form aria-label="Find files" onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
      <label className={label}>
        Title or id
        <input {...field('q')} maxLength={200} className={`mt-1 block w-56 ${inputClass(false)}`} />
      </label>
      <label className={label}>
        Status
        <select {...field('status')} className={`mt-1 block ${inputClass(false)}`}>
          <option value="">Any</option>
          {ADMIN_FILE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Contributor id
        <input {...field('contributor_id')} inputMode="numeric" pattern="[0-9]*" className={`mt-1 block w-32 ${inputClass(false)}`} />
      </label>
      <label className={label}>
        Uploaded from
        <input type="date" {...field('from')} className={`mt-1 block ${inputClass(false)}`} />
      </label>
      <label className={label}>
        to
        <input type="date" {...field('to')} className={`mt-1 block ${inputClass(false)}`} />
      </label>
      <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
        Search
      </button>
    </form>
  );
}

export function AdminFilesPage() {
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
      <title>{`Files · Administration · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Files</h1>
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
          <ErrorState message="We could not load the files." onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title="No file matches" />
        ) : (
          <>
            <ul aria-label="Files found" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {data.results.map((file) => (
                <li key={file.id} className="flex flex-col gap-3 p-4 text-sm lg:flex-row lg:items-center lg:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{file.title}</p>
                    <p className="text-slate-600">
                      #{file.id} · {file.type} · {file.status} · by {file.contributor_name} (#{file.contributor_id}) · uploaded{' '}
                      {formatDate(file.created_at)} · {file.licence_count} licence(s)
                    </p>
                  </div>
                  <FileActions file={file} />
                </li>
              ))}
            </ul>
            <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label="Pages of files" />
          </>
        )}
      </div>
    </section>
  );
}

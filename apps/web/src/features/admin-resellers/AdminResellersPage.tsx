import type {
  AdminResellerApplication,
  AdminResellerApplicationData,
  PagedResellerApplications,
  ResellerApplicationStatus,
} from '@stock/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPaths } from '../../app-paths';
import { formatDate } from '../../components/format/format-date';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';

const STATUSES: { value: ResellerApplicationStatus; labelKey: string }[] = [
  { value: 'pending', labelKey: 'status.pending' },
  { value: 'approved', labelKey: 'status.approved' },
  { value: 'declined', labelKey: 'status.declined' },
];

/** The console's reseller applications: approve or decline each waiting one, with a reason the audit trail keeps. */
export function AdminResellersPage() {
  const { t } = useTranslation('admin-resellers');
  const [status, setStatus] = useState<ResellerApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['admin', 'resellers', status, page],
    queryFn: async ({ signal }) =>
      (await adminCall<PagedResellerApplications>('/admin/reseller-applications', { query: { status, page_no: page }, signal })).data,
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <fieldset aria-label={t('filter')} className="mt-4 flex gap-2">
        {STATUSES.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={status === option.value}
            onClick={() => {
              setStatus(option.value);
              setPage(1);
            }}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold ${status === option.value ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700'}`}
          >
            {t(option.labelKey)}
          </button>
        ))}
      </fieldset>
      <div className="mt-6">
        {isPending ? (
          <TableSkeleton rows={3} />
        ) : isError ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <>
            <ul aria-label={t('list.label')} className="space-y-4">
              {data.results.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </ul>
            <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('list.pages')} />
          </>
        )}
      </div>
    </section>
  );
}

function ApplicationCard({ application }: { application: AdminResellerApplication }) {
  const { t } = useTranslation('admin-resellers');
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ decision, reason }: { decision: 'approve' | 'decline'; reason: string }) =>
      adminCall<AdminResellerApplicationData>('/admin/reseller-applications/decide', {
        method: 'POST',
        body: { application_id: application.id, decision, reason },
      }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'resellers'] });
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  return (
    <li aria-label={application.company_name} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <h2 className="text-lg font-semibold break-words text-slate-900">{application.company_name}</h2>
      <p className="text-slate-600">
        <Link to={adminPaths.user(application.user_id)} className="text-sky-800 underline">
          {application.applicant_name}
        </Link>{' '}
        · <span className="break-all">{application.applicant_email}</span> ·{' '}
        {t('card.facts', { country: application.country, date: formatDate(application.created_at) })}
      </p>
      <p className="mt-1 break-all text-slate-600">{application.website}</p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{application.use_case}</p>
      {application.status === 'pending' ? (
        <div className="mt-3 flex flex-wrap gap-4">
          <ReasonForm
            label={t('card.approve')}
            action={t('card.approve')}
            pending={decide.isPending}
            onSubmit={(reason) => decide.mutate({ decision: 'approve', reason })}
          />
          <ReasonForm
            label={t('card.decline')}
            action={t('card.decline')}
            tone="danger"
            pending={decide.isPending}
            onSubmit={(reason) => decide.mutate({ decision: 'decline', reason })}
          />
        </div>
      ) : (
        <p className="mt-2 text-slate-600">
          {t(application.decided_at ? 'card.decidedOn' : 'card.decided', {
            decision: application.status,
            date: application.decided_at ? formatDate(application.decided_at) : '',
            note: application.decision_note,
          })}
        </p>
      )}
    </li>
  );
}

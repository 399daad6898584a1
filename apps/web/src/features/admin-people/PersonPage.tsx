import type { AdminUserData, AdminUserDetail } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { FactList } from '../admin/FactList';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';
import { formatDate, formatUsd } from '../earnings/money';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { RoleForms } from './RoleForms';

type Action = 'suspend' | 'reactivate' | 'sign-out' | 'resend-verification';

const ACTIONS: Record<Action, { label: string; tone: 'neutral' | 'danger' }> = {
  suspend: { label: 'Suspend', tone: 'danger' },
  reactivate: { label: 'Reactivate', tone: 'neutral' },
  'sign-out': { label: 'Sign out everywhere', tone: 'neutral' },
  'resend-verification': { label: 'Resend verification', tone: 'neutral' },
};

function actionsFor(detail: AdminUserDetail): Action[] {
  const list: Action[] = [detail.user.suspended_at ? 'reactivate' : 'suspend', 'sign-out'];
  if (!detail.user.email_verified) list.push('resend-verification');
  return list;
}

function Facts({ detail }: { detail: AdminUserDetail }) {
  const facts: [string, string][] = [
    ['E-mail', detail.user.email],
    ['Roles', detail.user.roles.join(', ')],
    ['Member since', formatDate(detail.user.created_at)],
    [
      'Plan',
      detail.plan ? `Plan ${detail.plan.plan_id}, ${detail.plan.status} until ${formatDate(detail.plan.current_period_end)}` : 'None',
    ],
    ['Licences', String(detail.licence_count)],
    [
      'Files',
      Object.entries(detail.files)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ') || 'None',
    ],
    ['Balance', `${formatUsd(detail.balance.available_cents)} available, ${formatUsd(detail.balance.pending_cents)} pending`],
  ];
  return <FactList facts={facts} />;
}

export function PersonPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const key = ['admin', 'user', id];
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await adminCall<AdminUserDetail>(`/admin/users/${id}`, { signal })).data,
  });
  const act = useMutation({
    mutationFn: ({ action, reason }: { action: Action; reason: string }) =>
      adminCall<AdminUserData>(`/admin/users/${action}`, { method: 'POST', body: { user_id: id, reason } }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  if (isPending) return <TableSkeleton rows={6} />;
  if (isError) return <ErrorState message="We could not load this account." onRetry={() => refetch()} />;
  return (
    <section>
      <title>{`${data.user.name} · People · Administration · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{data.user.name}</h1>
      {data.user.suspended_at && (
        <p className="mt-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
          Suspended on {formatDate(data.user.suspended_at)}: {data.user.suspended_reason}
        </p>
      )}
      <Facts detail={data} />
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Actions</h2>
      <div className="mt-3 space-y-4">
        {actionsFor(data).map((action) => (
          <ReasonForm
            key={action}
            label={ACTIONS[action].label}
            action={ACTIONS[action].label}
            tone={ACTIONS[action].tone}
            pending={act.isPending}
            onSubmit={(reason) => act.mutate({ action, reason })}
          />
        ))}
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Roles</h2>
      <div className="mt-3">
        <RoleForms user={data.user} />
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Orders</h2>
      {data.orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No orders.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {data.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                #{order.id} {order.description}
              </span>
              <span className="tabular-nums">
                {formatUsd(order.total_cents)} · {order.status} · {formatDate(order.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Sessions</h2>
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {data.sessions.map((session) => (
          <li key={session.id} className="py-2 break-words">
            {session.role} · signed in {formatDate(session.created_at)} · last seen {formatDate(session.last_seen_at)}
            {session.revoked_at ? ` · ended ${formatDate(session.revoked_at)}` : ' · active'}
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Audit trail</h2>
      {data.audit.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No administrator has acted on this account.</p>
      ) : (
        <ul aria-label="Audit trail" className="mt-2 divide-y divide-slate-200 text-sm">
          {data.audit.map((entry) => (
            <li key={entry.id} className="py-2 break-words">
              {formatDate(entry.created_at)} · {entry.admin_name} · {entry.action}
              {entry.reason && <> · “{entry.reason}”</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

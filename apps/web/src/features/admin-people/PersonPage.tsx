import type { AdminUserData, AdminUserDetail } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatCount } from '../../components/format/format-count';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { FactList } from '../admin/FactList';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';
import { ORDER_STATUS_KEY } from '../billing/order-status';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { RoleForms } from './RoleForms';
import { roleList, roleName } from './role-names';

type Action = 'suspend' | 'reactivate' | 'sign-out' | 'resend-verification';

const ACTIONS: Record<Action, { labelKey: string; tone: 'neutral' | 'danger' }> = {
  suspend: { labelKey: 'actions.suspend', tone: 'danger' },
  reactivate: { labelKey: 'actions.reactivate', tone: 'neutral' },
  'sign-out': { labelKey: 'actions.signOut', tone: 'neutral' },
  'resend-verification': { labelKey: 'actions.resendVerification', tone: 'neutral' },
};

/** The API types an order's status as any string: one it adds later shows as sent. */
const orderStatusKey = (status: string) => ORDER_STATUS_KEY[status as keyof typeof ORDER_STATUS_KEY] ?? status;

function actionsFor(detail: AdminUserDetail): Action[] {
  const list: Action[] = [detail.user.suspended_at ? 'reactivate' : 'suspend', 'sign-out'];
  if (!detail.user.email_verified) list.push('resend-verification');
  return list;
}

function Facts({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin-people');
  const { plan } = detail;
  const facts: [string, string][] = [
    [t('facts.email'), detail.user.email],
    [t('facts.roles'), roleList(t, detail.user.roles)],
    [t('facts.memberSince'), formatDate(detail.user.created_at)],
    [
      t('facts.plan'),
      plan ? t('facts.planValue', { id: plan.plan_id, status: plan.status, date: formatDate(plan.current_period_end) }) : t('facts.noPlan'),
    ],
    [t('facts.licences'), formatCount(detail.licence_count)],
    [
      t('facts.files'),
      Object.entries(detail.files)
        .map(([status, count]) => t('facts.filesByStatus', { count, status }))
        .join(t('roles.separator')) || t('facts.noFiles'),
    ],
    [
      t('facts.balance'),
      t('facts.balanceValue', {
        available: formatMoney(detail.balance.available_cents),
        pending: formatMoney(detail.balance.pending_cents),
      }),
    ],
  ];
  return <FactList facts={facts} />;
}

export function PersonPage() {
  const { t } = useTranslation(['admin-people', 'billing']);
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
  if (isError) return <ErrorState message={t('loadError')} onRetry={() => refetch()} />;
  return (
    <section>
      <title>{t('pageTitle', { name: data.user.name, brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{data.user.name}</h1>
      {data.user.suspended_at && (
        <p className="mt-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
          {t('suspendedOn', { date: formatDate(data.user.suspended_at), reason: data.user.suspended_reason })}
        </p>
      )}
      <Facts detail={data} />
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('actions.heading')}</h2>
      <div className="mt-3 space-y-4">
        {actionsFor(data).map((action) => (
          <ReasonForm
            key={action}
            label={t(ACTIONS[action].labelKey)}
            action={t(ACTIONS[action].labelKey)}
            tone={ACTIONS[action].tone}
            pending={act.isPending}
            onSubmit={(reason) => act.mutate({ action, reason })}
          />
        ))}
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('roles.heading')}</h2>
      <div className="mt-3">
        <RoleForms user={data.user} />
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('orders.heading')}</h2>
      {data.orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('orders.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {data.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                #{order.id} {order.description}
              </span>
              <span className="tabular-nums">
                {formatMoney(order.total_cents)} · {t(orderStatusKey(order.status), { ns: 'billing' })} · {formatDate(order.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('sessions.heading')}</h2>
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {data.sessions.map((session) => (
          <li key={session.id} className="py-2 break-words">
            {t('sessions.entry', {
              role: roleName(t, session.role),
              signedIn: formatDate(session.created_at),
              lastSeen: formatDate(session.last_seen_at),
              ended: session.revoked_at ? 'yes' : 'no',
              endedOn: session.revoked_at ? formatDate(session.revoked_at) : '',
            })}
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('audit.heading')}</h2>
      {data.audit.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('audit.empty')}</p>
      ) : (
        <ul aria-label={t('audit.heading')} className="mt-2 divide-y divide-slate-200 text-sm">
          {data.audit.map((entry) => (
            <li key={entry.id} className="py-2 break-words">
              {t(entry.reason ? 'audit.entryWithReason' : 'audit.entry', {
                date: formatDate(entry.created_at),
                admin: entry.admin_name,
                action: entry.action,
                reason: entry.reason,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

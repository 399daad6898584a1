import type { AdminUserData, AdminUserDetail, AdminUserQuery, AdminUserSummary, PagedAdminUsers } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { listAudit, recordAudit } from '../admin-audit/admin-audit.repo';
import { findAccountById } from '../auth/auth.repo';
import { type Outcome, sendEmailVerification } from '../auth/auth.service';
import { revokeOtherSessions, type SessionUser } from '../auth/sessions';
import { contributorBalances } from '../payouts/contributor-balances';
import {
  currentPlan,
  fileCountsByStatus,
  findUserSummary,
  licenceCount,
  recentOrders,
  recentSessions,
  searchUsers,
  setSuspension,
  type UserSummaryRow,
} from './admin-people.repo';

const iso = (date: Date) => date.toISOString();

function presentUser(row: UserSummaryRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    email_verified: row.email_verified_at !== null,
    created_at: iso(row.created_at),
    suspended_at: row.suspended_at ? iso(row.suspended_at) : null,
    suspended_reason: row.suspended_reason,
  };
}

async function requireUser(deps: AppDeps, userId: number): Promise<UserSummaryRow> {
  const row = await findUserSummary(deps.db, userId);
  if (!row) throw notFound('There is no such user.');
  return row;
}

/** The user as the console lists them; 404 for no such user. */
export async function userSummary(deps: AppDeps, userId: number): Promise<AdminUserSummary> {
  return presentUser(await requireUser(deps, userId));
}

export async function findUsers(deps: AppDeps, query: AdminUserQuery): Promise<Outcome<PagedAdminUsers>> {
  const window = pageWindow(query, 20);
  const { rows, total } = await searchUsers(deps.db, query.q, window);
  return { data: paged(rows.map(presentUser), total, window), message: 'OK' };
}

export async function userDetail(deps: AppDeps, userId: number): Promise<Outcome<AdminUserDetail>> {
  const { db } = deps;
  const user = await requireUser(deps, userId);
  const [plan, orders, licences, files, balance, sessions, audit] = await Promise.all([
    currentPlan(db, userId),
    recentOrders(db, userId),
    licenceCount(db, userId),
    fileCountsByStatus(db, userId),
    contributorBalances(db, userId),
    recentSessions(db, userId),
    listAudit(db, { targetType: 'user', targetId: String(userId) }, { page_no: 1, limit: 50, offset: 0 }),
  ]);
  return {
    data: {
      user: presentUser(user),
      plan: plan ? { plan_id: plan.plan_id, status: plan.status, current_period_end: iso(plan.current_period_end) } : null,
      orders: orders.map((order) => ({ ...order, total_cents: Number(order.total_cents), created_at: iso(order.created_at) })),
      licence_count: licences,
      files,
      balance: { available_cents: balance.availableCents, pending_cents: balance.pendingCents, paid_out_cents: balance.paidOutCents },
      sessions: sessions.map((session) => ({
        ...session,
        created_at: iso(session.created_at),
        last_seen_at: iso(session.last_seen_at),
        revoked_at: session.revoked_at ? iso(session.revoked_at) : null,
      })),
      audit: audit.rows,
    },
    message: 'OK',
  };
}

/** Ends every session of the account, audited with how many; in the caller's transaction. */
async function endSessions(trx: Db, admin: SessionUser, userId: number, action: string, reason: string): Promise<number> {
  const sessions = await revokeOtherSessions(trx, userId);
  await recordAudit(trx, {
    adminId: admin.id,
    action,
    targetType: 'user',
    targetId: userId,
    reason,
    details: { sessions_ended: sessions },
  });
  return sessions;
}

/**
 * Suspends an account: it can no longer sign in, every session ends, and a contributor's public page is gone. Licences
 * already bought, and files already licensed from the account, are untouched.
 */
export async function suspendUser(deps: AppDeps, admin: SessionUser, userId: number, reason: string): Promise<Outcome<AdminUserData>> {
  if (userId === admin.id) throw new HttpError(409, 'You cannot suspend your own account.');
  await requireUser(deps, userId);
  const ended = await deps.db.transaction().execute(async (trx) => {
    if (!(await setSuspension(trx, userId, reason))) throw conflict('This account is already suspended.');
    return endSessions(trx, admin, userId, 'user.suspend', reason);
  });
  const user = await requireUser(deps, userId);
  return { data: { user: presentUser(user) }, message: `${user.name} is suspended; ${ended} session(s) ended.` };
}

export async function reactivateUser(deps: AppDeps, admin: SessionUser, userId: number, reason: string): Promise<Outcome<AdminUserData>> {
  await requireUser(deps, userId);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await setSuspension(trx, userId, null))) throw conflict('This account is not suspended.');
    await recordAudit(trx, { adminId: admin.id, action: 'user.reactivate', targetType: 'user', targetId: userId, reason });
  });
  const user = await requireUser(deps, userId);
  return { data: { user: presentUser(user) }, message: `${user.name} can sign in again.` };
}

export async function signOutEverywhere(
  deps: AppDeps,
  admin: SessionUser,
  userId: number,
  reason: string,
): Promise<Outcome<AdminUserData>> {
  const user = await requireUser(deps, userId);
  const ended = await deps.db.transaction().execute((trx) => endSessions(trx, admin, userId, 'user.sign_out', reason));
  return { data: { user: presentUser(user) }, message: `${ended} session(s) of ${user.name} ended.` };
}

export async function resendVerification(
  deps: AppDeps,
  admin: SessionUser,
  userId: number,
  reason: string,
): Promise<Outcome<AdminUserData>> {
  const user = await requireUser(deps, userId);
  if (user.email_verified_at) throw conflict('This e-mail address is already verified.');
  const account = await findAccountById(deps.db, userId);
  if (!account) throw notFound('There is no such user.');
  await sendEmailVerification(deps, account);
  await recordAudit(deps.db, { adminId: admin.id, action: 'user.resend_verification', targetType: 'user', targetId: userId, reason });
  return { data: { user: presentUser(user) }, message: `A new verification code is on its way to ${user.email}.` };
}

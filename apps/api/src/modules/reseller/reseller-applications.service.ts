import type {
  AdminResellerApplication,
  AdminResellerApplicationData,
  AdminResellerQuery,
  PagedResellerApplications,
  ResellerApplication,
  ResellerApplicationBody,
  ResellerApplicationData,
  ResellerDecisionBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import { paged, pageWindow } from '../../http/pagination';
import { readerLocale } from '../../mail/reader-locale';
import { recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import {
  type ApplicationRow,
  decideApplication,
  findApplication,
  insertApplication,
  latestApplicationOf,
  listApplications,
} from './reseller-applications.repo';
import { mailResellerApproved, mailResellerDeclined } from './reseller-mail';
import { RESELLER_MESSAGES } from './reseller-messages';

function presentApplication(row: ApplicationRow): ResellerApplication {
  return {
    id: row.id,
    company_name: row.company_name,
    website: row.website,
    country: row.country,
    use_case: row.use_case,
    status: row.status,
    decision_note: row.decision_note,
    decided_at: row.decided_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function presentForAdmin(row: ApplicationRow): AdminResellerApplication {
  return { ...presentApplication(row), user_id: row.user_id, applicant_name: row.applicant_name, applicant_email: row.applicant_email };
}

export async function myApplication(deps: AppDeps, user: SessionUser): Promise<Outcome<ResellerApplicationData>> {
  const row = await latestApplicationOf(deps.db, user.id);
  return { data: { application: row ? presentApplication(row) : null }, message: 'OK' };
}

export async function applyAsReseller(
  deps: AppDeps,
  user: SessionUser,
  body: ResellerApplicationBody,
): Promise<Outcome<ResellerApplicationData>> {
  const id = await insertApplication(deps.db, {
    user_id: user.id,
    company_name: body.company_name.trim(),
    website: body.website.trim(),
    country: body.country,
    use_case: body.use_case.trim(),
  });
  if (id === undefined) {
    const live = await latestApplicationOf(deps.db, user.id);
    throw conflict(live?.status === 'approved' ? RESELLER_MESSAGES.alreadyApproved : RESELLER_MESSAGES.alreadyPending);
  }
  const row = await findApplication(deps.db, id);
  if (!row) throw new Error(`Reseller application ${id} vanished`);
  return { data: { application: presentApplication(row) }, message: RESELLER_MESSAGES.received };
}

export async function findApplications(deps: AppDeps, query: AdminResellerQuery): Promise<Outcome<PagedResellerApplications>> {
  const window = pageWindow(query, 20);
  const { rows, total } = await listApplications(deps.db, query.status, window);
  return { data: paged(rows.map(presentForAdmin), total, window), message: 'OK' };
}

/** Approves or declines a pending application, audited in the same transaction; the applicant hears either way. */
export async function decideResellerApplication(
  deps: AppDeps,
  admin: SessionUser,
  body: ResellerDecisionBody,
): Promise<Outcome<AdminResellerApplicationData>> {
  const reason = body.reason.trim();
  const status = body.decision === 'approve' ? 'approved' : 'declined';
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findApplication(trx, body.application_id))) throw notFound(RESELLER_MESSAGES.noApplication);
    if (!(await decideApplication(trx, body.application_id, { status, decided_by: admin.id, decision_note: reason })))
      throw conflict(RESELLER_MESSAGES.decided);
    await recordAudit(trx, {
      adminId: admin.id,
      action: `reseller.${body.decision}`,
      targetType: 'reseller_application',
      targetId: body.application_id,
      reason,
    });
  });
  const row = await findApplication(deps.db, body.application_id);
  if (!row) throw new Error(`Reseller application ${body.application_id} vanished`);
  const applicant = { email: row.applicant_email, name: row.applicant_name, locale: readerLocale({ locale: row.applicant_locale }) };
  if (status === 'approved') await mailResellerApproved(deps.config, applicant, row.company_name);
  else await mailResellerDeclined(deps.config, applicant, row.company_name, reason);
  return {
    data: { application: presentForAdmin(row) },
    message: `${row.company_name} is ${stateWord('reseller-status', status)}; ${row.applicant_email} was told by e-mail.`,
  };
}

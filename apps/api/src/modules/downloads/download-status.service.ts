import type { DownloadStatusData, DownloadStatusQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { resolvePlanHolder } from '../billing/plan-holder';
import { LICENCE_MESSAGES } from '../licensing/licence-messages';
import { findDelivery, findLicenceForHolder } from './licences.repo';
import { renderMessage, requestLicensedRender } from './licensed-render.service';

/** How far the size a buyer's licence delivers is from ready; only the licence's holder (or team) may ask. */
export async function downloadStatus(deps: AppDeps, user: SessionUser, query: DownloadStatusQuery): Promise<Outcome<DownloadStatusData>> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const licence = await findLicenceForHolder(deps.db, holderId, query.licence_id);
  const delivery = licence && (await findDelivery(deps.db, licence.id, query.media_format_id));
  if (!delivery) throw notFound(LICENCE_MESSAGES.noLicence);
  const status = await requestLicensedRender(deps, delivery, { retryFailed: false });
  return { data: status, message: renderMessage(status) };
}

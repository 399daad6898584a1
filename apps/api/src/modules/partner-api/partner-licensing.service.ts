import { randomUUID } from 'node:crypto';
import type { PartnerLicenceBody, PartnerLicenceData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import { chargeOrderWithSavedMethod } from '../billing/charge-saved-method';
import { insertOrderOnce } from '../billing/orders.repo';
import { findDefaultCard } from '../billing/payment-methods.repo';
import { resolvePlanHolder } from '../billing/plan-holder';
import { orderAmounts } from '../billing/quote';
import type { ApiKeyRow } from '../developer/api-keys.repo';
import { entitlementFor, type LicensableFormat, licenceBaseFor, licenseFirstTime } from '../downloads/download.service';
import { findClientLicence, findLicenceForHolder, findLicensableFormat, lockPlanHolder } from '../downloads/licences.repo';
import { licenceOrderRefusal } from '../licensing/licence-order-rules';
import { findLicenceOrder, insertLicenceOrder } from '../licensing/licence-orders.repo';
import { priceLicenceItem } from '../licensing/licence-pricing';
import { licenceTier } from '../plans/plans-config';
import { enforceMemberBudget } from '../team/member-budget';
import { requireOwner } from '../team/team-owner';
import { presentLicence, presentSandboxLicence } from './partner-licence-presenter';
import {
  type ClientReferences,
  findSandboxClientLicence,
  findSandboxLicence,
  insertSandboxLicence,
  isOnSale,
} from './partner-licences.repo';
import { PARTNER_MESSAGES } from './partner-messages';

/** What the plan could do: license the file, or leave it to an order at the file price. */
type ByPlan = { kind: 'licensed'; licenceId: number; created: boolean } | { kind: 'order'; format: LicensableFormat };

const referencesOf = (body: PartnerLicenceBody): ClientReferences => ({
  client_name: body.client_name.trim(),
  project: body.project?.trim() || null,
  po_number: body.po_number?.trim() || null,
});

/**
 * Licenses one format of a file for a named end client. A sandbox key records a test licence and moves no money. A live
 * key licenses as the web app does, but once per client: a Standard licence uses the plan or a pack credit while they
 * cover it, else (and for Enhanced) the file's own price is charged to the account's default card. The same format for
 * the same client again answers the licence it has, charging nothing.
 */
export async function licenseForClient(deps: AppDeps, key: ApiKeyRow, body: PartnerLicenceBody): Promise<Outcome<PartnerLicenceData>> {
  const references = referencesOf(body);
  if (key.sandbox) return sandboxLicence(deps.db, key, body, references);
  const holderId = await resolvePlanHolder(deps.db, key.user_id);
  const byPlan = await deps.db.transaction().execute(async (trx): Promise<ByPlan> => {
    const format = await findLicensableFormat(trx, body.media_format_id, holderId);
    if (!format) throw notFound(PARTNER_MESSAGES.unavailable);
    await lockPlanHolder(trx, holderId);
    const earlier = await findClientLicence(trx, holderId, format.media_format_id, references.client_name);
    if (earlier) return { kind: 'licensed', licenceId: earlier.id, created: false };
    if (!(await isOnSale(trx, format.file_id))) throw notFound(PARTNER_MESSAGES.unavailable);
    if (body.tier !== 'standard') return { kind: 'order', format };
    await enforceMemberBudget(trx, key.user_id, holderId);
    const source = await entitlementFor(trx, holderId, format.type, new Date()).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403) return undefined;
      throw error;
    });
    if (!source) return { kind: 'order', format };
    // The client and key go in with the row: the unique index of API licences is per client.
    const base = { ...licenceBaseFor(format, key.user_id, holderId), ...references, api_key_id: key.id };
    const licence = await licenseFirstTime(trx, base, source, new Date());
    return { kind: 'licensed', licenceId: licence.id, created: true };
  });
  const outcome = byPlan.kind === 'order' ? await licenseAtFilePrice(deps, key, holderId, byPlan.format, body.tier, references) : byPlan;
  const licence = await findLicenceForHolder(deps.db, holderId, outcome.licenceId);
  if (!licence) throw new Error(`Licence ${outcome.licenceId} vanished`);
  const message = outcome.created ? PARTNER_MESSAGES.licensed(references.client_name) : PARTNER_MESSAGES.again(references.client_name);
  return { data: { licence: presentLicence(licence), created: outcome.created }, message };
}

/**
 * Buys the file at its tier's price with the account's default card, through the same order, payment, invoice and
 * ledger steps as a file bought on the web; the order's rules are checked again where the payment is applied.
 */
async function licenseAtFilePrice(
  deps: AppDeps,
  key: ApiKeyRow,
  holderId: number,
  format: LicensableFormat,
  tierValue: 'standard' | 'enhanced',
  references: ClientReferences,
): Promise<{ licenceId: number; created: boolean }> {
  // The holder's card pays: a team member's key licenses with the team's plan, never at a price charged to the owner.
  await requireOwner(deps.db, key.user_id);
  const card = await findDefaultCard(deps.db, holderId);
  if (!card) throw new HttpError(402, PARTNER_MESSAGES.noCard);
  const orderId = await openFileOrder(deps.db, key, holderId, format, tierValue, references);
  return payFileOrder(deps, orderId, card.id);
}

/** The order for one file at a tier's price, with its client and key, made only if it could be paid as it stands. */
export async function openFileOrder(
  db: Db,
  key: ApiKeyRow,
  holderId: number,
  format: LicensableFormat,
  tierValue: 'standard' | 'enhanced',
  references: ClientReferences,
): Promise<number> {
  const tier = licenceTier(tierValue);
  const description = `${format.title} (${format.format_label}), ${tier.name}, for ${references.client_name}`;
  const priced = priceLicenceItem(description, tier.filePriceCents[format.type]);
  return db.transaction().execute(async (trx) => {
    const order = await insertOrderOnce(trx, {
      user_id: holderId,
      idempotency_key: `api-${key.id}-${randomUUID()}`,
      kind: 'file',
      plan_id: null,
      plan_variant_id: null,
      description,
      ...orderAmounts(priced),
      offer_code: null,
    });
    if (!order) throw new Error('A fresh idempotency key collided');
    await insertLicenceOrder(trx, {
      order_id: order.id,
      buyer_user_id: key.user_id,
      file_id: format.file_id,
      media_format_id: format.media_format_id,
      tier: tier.tier,
      licence_id: null,
      // The licence is born with its client and key, in the payment's transaction, so its licence.created event has them.
      ...references,
      api_key_id: key.id,
    });
    const refusal = await licenceOrderRefusal(trx, order);
    if (refusal !== null) throw conflict(refusal);
    return order.id;
  });
}

/**
 * Charges the order to the card and answers the licence it made. Between the order and the charge another request may
 * have licensed the file for the same client (a partner retrying a call that timed out): then the charge is refunded
 * and the answer is 409 with the reason.
 */
export async function payFileOrder(deps: AppDeps, orderId: number, cardId: number): Promise<{ licenceId: number; created: boolean }> {
  const charge = await chargeOrderWithSavedMethod(deps, orderId, cardId);
  if (!charge.paid) throw charge.refunded ? conflict(charge.message) : new HttpError(402, PARTNER_MESSAGES.cardRefused(charge.message));
  const licenceId = (await findLicenceOrder(deps.db, orderId))?.licence_id;
  if (!licenceId) throw conflict(PARTNER_MESSAGES.unavailable);
  return { licenceId, created: true };
}

async function sandboxLicence(
  db: Db,
  key: ApiKeyRow,
  body: PartnerLicenceBody,
  references: ClientReferences,
): Promise<Outcome<PartnerLicenceData>> {
  const earlier = await findSandboxClientLicence(db, key.user_id, body.media_format_id, references.client_name);
  if (earlier)
    return { data: { licence: presentSandboxLicence(earlier), created: false }, message: PARTNER_MESSAGES.again(references.client_name) };
  const format = await findLicensableFormat(db, body.media_format_id, key.user_id);
  if (!format || !(await isOnSale(db, format.file_id))) throw notFound(PARTNER_MESSAGES.unavailable);
  const id = await insertSandboxLicence(db, {
    key_id: key.id,
    user_id: key.user_id,
    file_id: format.file_id,
    media_format_id: format.media_format_id,
    tier: body.tier,
    ...references,
  });
  const row = await findSandboxLicence(db, key.user_id, id);
  if (!row) throw new Error(`Sandbox licence ${id} vanished`);
  return {
    data: { licence: presentSandboxLicence(row), created: true },
    message: PARTNER_MESSAGES.sandboxLicensed(references.client_name),
  };
}

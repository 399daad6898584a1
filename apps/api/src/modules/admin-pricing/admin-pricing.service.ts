import {
  type AdminOffer,
  type AdminOfferCreateBody,
  type AdminOfferData,
  type AdminOfferUpdateBody,
  type AdminPlanVariant,
  type AdminPricingData,
  type AdminPromoCode,
  type AdminPromoCreateBody,
  type AdminPromoData,
  type AdminPromoUpdateBody,
  type AdminVariantBody,
  type AdminVariantData,
  PRICING_MESSAGES,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { invalidField, notFound } from '../../http/http-error';
import { requireRecentPassword } from '../admin-access/reauth';
import { type AuditInput, recordAudit } from '../admin-audit/admin-audit.repo';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { insertPromoCode } from '../billing/promo-codes.repo';
import { findPlanShape, findVariantShape, PLAN_SHAPES } from '../plans/plans-config';
import { normaliseCode } from '../plans/pricing';
import { listOfferRows, listVariantTerms } from '../plans/pricing.repo';
import {
  codeTaken,
  insertOffer,
  listPromoRows,
  lockCodes,
  lockOffer,
  lockPromo,
  lockTerms,
  type OfferRow,
  type PromoRow,
  type TermsRow,
  updateOffer,
  updatePromo,
  updateTerms,
} from './admin-pricing.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentVariant(row: TermsRow): AdminPlanVariant | undefined {
  const shape = findVariantShape(row.plan_variant_id);
  if (!shape) return undefined;
  return {
    plan_variant_id: row.plan_variant_id,
    plan_id: shape.plan.planId,
    plan_name: shape.plan.name,
    kind: shape.plan.kind,
    name: shape.variant.name,
    interval: shape.variant.interval,
    price_cents: row.price_cents,
    downloads: row.downloads,
    hidden: row.hidden,
    updated_at: row.updated_at.toISOString(),
  };
}

const validity = (row: OfferRow | PromoRow) => ({
  percent_off: row.percent_off,
  amount_off_cents: row.amount_off_cents,
  first_purchase_only: row.first_purchase_only,
  starts_at: iso(row.starts_at),
  expires_at: iso(row.expires_at),
  active: row.active,
  updated_at: row.updated_at.toISOString(),
});

const presentOffer = (row: OfferRow): AdminOffer => ({
  code: row.code,
  title: row.title,
  description: row.description,
  applies_to: row.applies_to,
  ...validity(row),
});

const presentPromo = (row: PromoRow): AdminPromoCode => ({
  id: row.id,
  code: row.code,
  description: row.description,
  plan_ids: row.plan_ids,
  max_redemptions: row.max_redemptions,
  redemptions: row.redemptions,
  ...validity(row),
});

export async function pricingOverview({ db }: AppDeps): Promise<Outcome<AdminPricingData>> {
  const [terms, offers, promos] = await Promise.all([listVariantTerms(db), listOfferRows(db), listPromoRows(db)]);
  return {
    data: {
      variants: terms.flatMap((row) => presentVariant(row) ?? []),
      offers: offers.map(presentOffer),
      promo_codes: promos.map(presentPromo),
      plans: PLAN_SHAPES.map((plan) => ({ plan_id: plan.planId, name: plan.name })),
    },
    message: 'OK',
  };
}

/** Records a pricing change in its transaction: what was (null when new), what is, and why. */
async function auditChange(
  trx: Db,
  admin: SessionUser,
  what: Pick<AuditInput, 'action' | 'targetType' | 'targetId'>,
  reason: string,
  old: object | null,
  next: object,
) {
  await recordAudit(trx, { adminId: admin.id, ...what, reason: reason.trim(), details: { old, new: next } });
}

/** The checks a schema cannot make: one kind of saving, a period that ends after it starts. */
function checkTerms(body: {
  percent_off: number | null;
  amount_off_cents: number | null;
  starts_at: string | null;
  expires_at: string | null;
}) {
  if ((body.percent_off === null) === (body.amount_off_cents === null)) throw invalidField('percent_off', PRICING_MESSAGES.oneSaving);
  if (body.starts_at && body.expires_at && new Date(body.expires_at) <= new Date(body.starts_at))
    throw invalidField('expires_at', PRICING_MESSAGES.endBeforeStart);
}

function checkPlans(planIds: number[]) {
  const unknown = planIds.find((planId) => !findPlanShape(planId));
  if (unknown !== undefined) throw invalidField('plan_ids', PRICING_MESSAGES.unknownPlan(unknown));
}

async function claimCode(trx: Db, typed: string): Promise<string> {
  const code = normaliseCode(typed);
  await lockCodes(trx);
  if (await codeTaken(trx, code)) throw invalidField('code', PRICING_MESSAGES.codeTaken(code));
  return code;
}

const validityColumns = (body: AdminOfferUpdateBody | AdminPromoUpdateBody) => ({
  percent_off: body.percent_off,
  amount_off_cents: body.amount_off_cents,
  first_purchase_only: body.first_purchase_only,
  starts_at: body.starts_at ? new Date(body.starts_at) : null,
  expires_at: body.expires_at ? new Date(body.expires_at) : null,
  active: body.active,
});

/**
 * Changes what a plan variant or credit pack costs and gives, or takes it off sale. Orders already made keep their own
 * amounts; checkout and renewals read the new terms at once.
 */
export async function editVariant(
  deps: AppDeps,
  admin: SessionUser,
  planVariantId: number,
  body: AdminVariantBody,
): Promise<Outcome<AdminVariantData>> {
  await requireRecentPassword(deps.db, admin);
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await lockTerms(trx, planVariantId);
    if (!before) throw notFound(PRICING_MESSAGES.noVariant);
    const after = await updateTerms(trx, planVariantId, { price_cents: body.price_cents, downloads: body.downloads, hidden: body.hidden });
    const pick = (terms: TermsRow) => ({ price_cents: terms.price_cents, downloads: terms.downloads, hidden: terms.hidden });
    await auditChange(
      trx,
      admin,
      { action: 'pricing.variant_update', targetType: 'plan_variant', targetId: planVariantId },
      body.reason,
      pick(before),
      pick(after),
    );
    return after;
  });
  const variant = presentVariant(row) as AdminPlanVariant;
  return { data: { variant }, message: `${variant.plan_name}: ${variant.name} is updated. New orders use the new terms.` };
}

export async function createOffer(deps: AppDeps, admin: SessionUser, body: AdminOfferCreateBody): Promise<Outcome<AdminOfferData>> {
  checkTerms(body);
  await requireRecentPassword(deps.db, admin);
  const row = await deps.db.transaction().execute(async (trx) => {
    const code = await claimCode(trx, body.code);
    const created = await insertOffer(trx, {
      code,
      title: body.title.trim(),
      description: body.description.trim(),
      applies_to: body.applies_to,
      ...validityColumns(body),
    });
    await auditChange(
      trx,
      admin,
      { action: 'pricing.offer_create', targetType: 'offer', targetId: code },
      body.reason,
      null,
      presentOffer(created),
    );
    return created;
  });
  return { data: { offer: presentOffer(row) }, message: `The offer ${row.code} is created.` };
}

export async function editOffer(
  deps: AppDeps,
  admin: SessionUser,
  typed: string,
  body: AdminOfferUpdateBody,
): Promise<Outcome<AdminOfferData>> {
  checkTerms(body);
  await requireRecentPassword(deps.db, admin);
  const code = normaliseCode(typed);
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await lockOffer(trx, code);
    if (!before) throw notFound(PRICING_MESSAGES.noOffer);
    const after = await updateOffer(trx, code, {
      title: body.title.trim(),
      description: body.description.trim(),
      applies_to: body.applies_to,
      ...validityColumns(body),
    });
    await auditChange(
      trx,
      admin,
      { action: 'pricing.offer_update', targetType: 'offer', targetId: code },
      body.reason,
      presentOffer(before),
      presentOffer(after),
    );
    return after;
  });
  return { data: { offer: presentOffer(row) }, message: row.active ? `The offer ${code} is updated.` : `The offer ${code} is off.` };
}

export async function createPromo(deps: AppDeps, admin: SessionUser, body: AdminPromoCreateBody): Promise<Outcome<AdminPromoData>> {
  checkTerms(body);
  checkPlans(body.plan_ids);
  await requireRecentPassword(deps.db, admin);
  const row = await deps.db.transaction().execute(async (trx) => {
    const code = await claimCode(trx, body.code);
    const created = await insertPromoCode(trx, {
      code,
      description: body.description.trim(),
      plan_ids: body.plan_ids,
      max_redemptions: body.max_redemptions,
      ...validityColumns(body),
    });
    await auditChange(
      trx,
      admin,
      { action: 'pricing.promo_create', targetType: 'promo_code', targetId: created.id },
      body.reason,
      null,
      presentPromo(created),
    );
    return created;
  });
  return { data: { promo_code: presentPromo(row) }, message: `The promo code ${row.code} is created.` };
}

/** Edits a promo code under its row lock, the lock a payment redeeming it takes: the limit never drops below the count. */
export async function editPromo(
  deps: AppDeps,
  admin: SessionUser,
  id: number,
  body: AdminPromoUpdateBody,
): Promise<Outcome<AdminPromoData>> {
  checkTerms(body);
  checkPlans(body.plan_ids);
  await requireRecentPassword(deps.db, admin);
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await lockPromo(trx, id);
    if (!before) throw notFound(PRICING_MESSAGES.noPromo);
    if (body.max_redemptions < before.redemptions)
      throw invalidField('max_redemptions', PRICING_MESSAGES.belowRedeemed(before.redemptions));
    const after = await updatePromo(trx, id, {
      description: body.description.trim(),
      plan_ids: body.plan_ids,
      max_redemptions: body.max_redemptions,
      ...validityColumns(body),
    });
    await auditChange(
      trx,
      admin,
      { action: 'pricing.promo_update', targetType: 'promo_code', targetId: id },
      body.reason,
      presentPromo(before),
      presentPromo(after),
    );
    return after;
  });
  return {
    data: { promo_code: presentPromo(row) },
    message: row.active ? `The promo code ${row.code} is updated.` : `The promo code ${row.code} is off.`,
  };
}

import { randomUUID } from 'node:crypto';
import type { CheckoutData, FileCheckoutBody, LicenceUpgradeBody, Locale } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound } from '../../http/http-error';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { BILLING_MESSAGES } from '../billing/billing-messages';
import { checkoutData, reopenHostedPayment } from '../billing/checkout.service';
import { findOrderByKey, findOrderWithInvoice, insertOrderOnce, type OrderWithInvoice } from '../billing/orders.repo';
import { activePaymentProvider } from '../billing/payments/payment-providers';
import { resolvePlanHolder } from '../billing/plan-holder';
import { orderAmounts } from '../billing/quote';
import { startOrderPayment } from '../billing/start-payment';
import { findLicensableFormat } from '../downloads/licences.repo';
import { licenceNumber } from '../downloads/licences.service';
import { licenceTier, tierUpgradePriceCents } from '../plans/plans-config';
import { LICENCE_MESSAGES } from './licence-messages';
import { licenceOrderRefusal } from './licence-order-rules';
import { findLicenceOrder, insertLicenceOrder, lockHolderLicence } from './licence-orders.repo';
import { priceLicenceItem } from './licence-pricing';

interface LicenceItem {
  kind: 'file' | 'licence_upgrade';
  description: string;
  subtotalCents: number;
  fileId: number;
  mediaFormatId: number;
  tier: 'standard' | 'enhanced';
  licenceId: number | null;
}

/**
 * Buys one file at a tier, through the same orders, providers and payment steps as a plan. The price comes from the
 * plans config alone: the body names only the format and the tier, and any other field is refused by its schema.
 */
export async function checkoutFile(
  deps: AppDeps,
  user: SessionUser,
  body: FileCheckoutBody,
  locale: Locale,
): Promise<Outcome<CheckoutData>> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const wanted: Wanted = { kind: 'file', media_format_id: body.media_format_id, tier: body.tier };
  return checkoutLicenceItem(deps, user, holderId, body.idempotency_key, wanted, locale, async () => {
    const format = await findLicensableFormat(deps.db, body.media_format_id, holderId);
    if (!format) throw notFound(LICENCE_MESSAGES.unavailable);
    const tier = licenceTier(body.tier);
    return {
      kind: 'file',
      description: `${format.title} (${format.format_label}), ${tier.name}`,
      subtotalCents: tier.filePriceCents[format.type],
      fileId: format.file_id,
      mediaFormatId: format.media_format_id,
      tier: tier.tier,
      licenceId: null,
    };
  });
}

/** Upgrades a Standard licence to Enhanced for the difference between the two file prices. */
export async function checkoutLicenceUpgrade(
  deps: AppDeps,
  user: SessionUser,
  body: LicenceUpgradeBody,
  locale: Locale,
): Promise<Outcome<CheckoutData>> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const wanted: Wanted = { kind: 'licence_upgrade', licence_id: body.licence_id };
  return checkoutLicenceItem(deps, user, holderId, body.idempotency_key, wanted, locale, async () => {
    const licence = await lockHolderLicence(deps.db, holderId, body.licence_id);
    if (!licence) throw notFound(LICENCE_MESSAGES.noLicence);
    if (licence.tier === 'enhanced') throw conflict(LICENCE_MESSAGES.alreadyEnhanced);
    return {
      kind: 'licence_upgrade',
      description: `Upgrade of ${licenceNumber(licence.id)} (${licence.title}) to the ${licenceTier('enhanced').name}`,
      subtotalCents: tierUpgradePriceCents(licence.type),
      fileId: licence.file_id,
      mediaFormatId: licence.media_format_id,
      tier: 'enhanced',
      licenceId: licence.id,
    };
  });
}

/**
 * Makes the order and starts its payment in one transaction, refusing at once what payment would refuse. The
 * idempotency key works as for plans: a repeat answers the first order, or 409 when it named something else.
 */
async function checkoutLicenceItem(
  deps: AppDeps,
  user: SessionUser,
  holderId: number,
  idempotencyKey: string | undefined,
  wanted: Wanted,
  locale: Locale,
  itemOf: () => Promise<LicenceItem>,
): Promise<Outcome<CheckoutData>> {
  const { db, config } = deps;
  const key = idempotencyKey ?? randomUUID();
  const earlier = await findOrderByKey(db, holderId, key);
  if (earlier) {
    await sameItemOrThrow(deps, earlier, wanted);
    await reopenHostedPayment(deps, earlier);
    return { data: await checkoutData(deps, earlier, locale), message: 'OK' };
  }
  const item = await itemOf();
  const priced = priceLicenceItem(item.description, item.subtotalCents);
  const orderId = await db.transaction().execute(async (trx) => {
    const order = await insertOrderOnce(trx, {
      user_id: holderId,
      idempotency_key: key,
      kind: item.kind,
      plan_id: null,
      plan_variant_id: null,
      description: item.description,
      ...orderAmounts(priced),
      offer_code: null,
    });
    if (!order) return undefined;
    await insertLicenceOrder(trx, {
      order_id: order.id,
      buyer_user_id: user.id,
      file_id: item.fileId,
      media_format_id: item.mediaFormatId,
      tier: item.tier,
      licence_id: item.licenceId,
    });
    const refusal = await licenceOrderRefusal(trx, order);
    if (refusal !== null) throw conflict(refusal);
    await startOrderPayment(trx, activePaymentProvider(config), order, config);
    return order.id;
  });
  const order = orderId ? await findOrderWithInvoice(db, orderId) : await findOrderByKey(db, holderId, key);
  if (!order) throw new Error('The order of this idempotency key vanished');
  await sameItemOrThrow(deps, order, wanted);
  return { data: await checkoutData(deps, order, locale), message: 'Order created. Complete the payment.' };
}

/** What the buyer asked for, as the body says it: a retry with the same key must ask for the same. */
type Wanted = { kind: 'file'; media_format_id: number; tier: 'standard' | 'enhanced' } | { kind: 'licence_upgrade'; licence_id: number };

async function sameItemOrThrow(deps: AppDeps, order: OrderWithInvoice, wanted: Wanted): Promise<void> {
  const earlier = order.kind === wanted.kind ? await findLicenceOrder(deps.db, order.id) : undefined;
  const same =
    earlier !== undefined &&
    (wanted.kind === 'file'
      ? earlier.media_format_id === wanted.media_format_id && earlier.tier === wanted.tier
      : earlier.licence_id === wanted.licence_id);
  if (!same) throw conflict(BILLING_MESSAGES.keyReused);
}

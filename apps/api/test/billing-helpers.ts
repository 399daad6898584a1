import { randomUUID } from 'node:crypto';
import type { Role } from '@stock/contracts';
import { call } from '../src/modules/auth/auth-test-helpers';
import { createSession } from '../src/modules/auth/sessions';
import type { TestContext } from './test-app';

export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficient: '4000 0000 0000 9995' } as const;

/** A verified account with a session of the role, made directly (signing up through the API hashes a password). */
export async function newAccount(
  ctx: TestContext,
  role: Role = 'buyer',
  name = 'Ada Byron',
): Promise<{ id: number; token: string; email: string }> {
  const email = `${role}-${randomUUID()}@example.com`;
  const user = await ctx.database.db
    .insertInto('users')
    .values({ email, name, roles: [role], email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(ctx.database.db, ctx.config, user.id, role);
  return { id: user.id, token, email };
}

export function checkoutVariant(
  ctx: TestContext,
  token: string,
  planVariantId: number,
  extra: { offer?: string; idempotency_key?: string } = {},
) {
  return call(ctx, 'POST', '/buyer/order/checkout', { plan_variant_id: planVariantId, idempotency_key: randomUUID(), ...extra }, { token });
}

export function payTestCard(ctx: TestContext, token: string, orderId: number, cardNumber: string = CARDS.ok) {
  return call(
    ctx,
    'POST',
    '/buyer/order/pay/test-card',
    { order_id: orderId, card_number: cardNumber, exp_month: 12, exp_year: 2099, cvc: '123' },
    { token },
  );
}

/** Checks out and pays with the test card that succeeds; returns the paid order. */
export async function buyVariant(ctx: TestContext, token: string, planVariantId: number) {
  const checkout = await checkoutVariant(ctx, token, planVariantId);
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const paid = await payTestCard(ctx, token, checkout.json().data.order.order_id);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return paid.json().data.order as { order_id: number; total_cents: number; invoice_id: number; invoice_number: string };
}

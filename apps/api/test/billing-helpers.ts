import { randomUUID } from 'node:crypto';
import type { Role } from '@stock/contracts';
import sharp from 'sharp';
import { call } from '../src/modules/auth/auth-test-helpers';
import { createSession } from '../src/modules/auth/sessions';
import { insertDraftFile, publishProcessedFile } from '../src/modules/catalogue/catalogue-writer.repo';
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

/** Published images of their own for download tests (the catalogue fixture has only a few). */
export async function seedPublishedImages(ctx: TestContext, contributorId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const title = `Download test image ${randomUUID().slice(0, 8)}`;
    const mediaId = await insertDraftFile(ctx.database.db, {
      type: 'IMAGE',
      contributorId,
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: title,
      categoryId: null,
      width: 1200,
      height: 800,
      durationMs: null,
      fps: null,
    });
    await publishProcessedFile(ctx.database.db, {
      mediaId,
      keywords: ['download', 'test'],
      analysis: { dominantColors: ['#336699'], colorFamilies: ['blue'], blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
      scores: { popularity: 1, trending: 0, views: 0, downloads: 0 },
      publishedAt: new Date(),
      original: { key: `private/originals/${mediaId}/original.jpg`, mime: 'image/jpeg', bytes: 100_000 },
      derivatives: [{ kind: 'thumb', format: 'jpeg', width: 400, height: 267, bytes: 10_000, key: `public/thumbs/${mediaId}/400.jpg` }],
      formats: [
        { name: 'small', label: 'Small', width: 800, height: 533, bytes: 60_000, mime: 'image/jpeg' },
        { name: 'original', label: 'Original', width: 1200, height: 800, bytes: 100_000, mime: 'image/jpeg' },
      ],
    });
    ids.push(mediaId);
  }
  return ids;
}

export async function formatIdOf(ctx: TestContext, mediaId: number, name: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('media_formats')
    .select('id')
    .where('media_id', '=', mediaId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives a fixture photo (3000 x 2000) a real JPEG original in private storage; answers its bytes. */
export async function storeRealOriginal(ctx: TestContext, mediaId: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  await ctx.storage.put(`private/originals/${mediaId}/original.jpg`, bytes, 'image/jpeg');
  await ctx.database.db.updateTable('media_originals').set({ bytes: bytes.length }).where('media_id', '=', mediaId).execute();
  return bytes;
}

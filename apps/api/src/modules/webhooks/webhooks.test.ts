import { verifyWebhookSignature, webhookSignature } from '@stock/contracts/webhook-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../../../../e2e/support/webhook-receiver';
import { buyVariant, CARDS, formatIdOf } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';
import { entitlementFor, licenceBaseFor, licenseFirstTime } from '../downloads/download.service';
import { findLicensableFormat } from '../downloads/licences.repo';
import { API_KEY_MESSAGES } from '../partner-api/api-key-auth';
import { createKey, partnerCall } from '../partner-api/partner-api-test-helpers';
import { approvedReseller } from '../reseller/reseller-test-helpers';
import { announceSavedSearchMatches } from '../saved-searches/saved-search-webhooks';
import { WEBHOOK_MESSAGES } from './webhook-messages';
import { createEndpoint, deliveriesOf, waitForStatus } from './webhook-test-helpers';
import { createWebhookEndpoint } from './webhooks.service';

// Retries after 1 s and 2 s, then failed: the schedule in seconds, so the test sees all of it.
const ctx = useTestApp({ jobs: true, env: { WEBHOOK_RETRY_SCHEDULE: '1,2', WEBHOOK_RELAY_INTERVAL_MS: '200' } });
let fixture: CatalogueFixture;
let admin: { token: string };
let receiver: WebhookReceiver;

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  admin = await adminSession(ctx);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

/** A reseller with a plan, a key of the scopes and an endpoint on the receiver. */
async function resellerWithEndpoint(scopes: ('license' | 'webhooks')[] = ['license', 'webhooks']) {
  const reseller = await approvedReseller(ctx, admin.token);
  await buyVariant(ctx, reseller.token, 11);
  const key = await createKey(ctx, reseller.token, scopes);
  const endpoint = await createEndpoint(ctx, key.secret, receiver.url);
  receiver.useSecret(endpoint.secret);
  return { reseller, key, endpoint };
}

const license = async (key: string, mediaId: number, client: string) => {
  const licensed = await partnerCall(ctx, 'POST', '/licences', key, {
    media_format_id: await formatIdOf(ctx, mediaId, 'original'),
    tier: 'standard',
    client_name: client,
  });
  expect(licensed.statusCode, licensed.body).toBe(200);
  return licensed.json().data.licence as { licence_number: string };
};

const eventRows = (userId: number) => ctx.database.db.selectFrom('webhook_events').selectAll().where('user_id', '=', userId).execute();

describe('delivering licence.created', () => {
  it('posts a signed event for a licence made with a key, which the documented check accepts, and logs the attempt', async () => {
    const { key, endpoint } = await resellerWithEndpoint();
    const licence = await license(key.secret, fixture.ids.ridges as number, 'Client A');

    const delivered = await receiver.waitFor((delivery) => delivery.data.licence_number === licence.licence_number);
    expect(delivered.type).toBe('licence.created');
    expect(delivered.data).toMatchObject({ client_name: 'Client A', made_with: 'api', media_id: fixture.ids.ridges, tier: 'standard' });
    expect(delivered.headers['webhook-id']).toBe(delivered.id);
    expect(delivered.headers['webhook-signature']).toBe(
      `v1=${webhookSignature(endpoint.secret, Number(delivered.headers['webhook-timestamp']), delivered.rawBody)}`,
    );

    const log = await waitForStatus(ctx, key.secret, endpoint.id, 'succeeded');
    expect(log).toMatchObject({ event_id: delivered.id, event_type: 'licence.created' });
    expect(log.attempts).toEqual([expect.objectContaining({ succeeded: true, response_status: 200, response_body: 'ok', error: null })]);
  });

  it('rejects, by the documented check, a tampered body, a forged signature, another secret and a stale timestamp', async () => {
    const { key, endpoint } = await resellerWithEndpoint();
    const licence = await license(key.secret, fixture.ids.peak as number, 'Client B');
    const { headers, rawBody, id } = await receiver.waitFor((delivery) => delivery.data.licence_number === licence.licence_number);
    expect(verifyWebhookSignature(endpoint.secret, headers, rawBody)).toBe(id);

    expect(() => verifyWebhookSignature(endpoint.secret, headers, rawBody.replace('Client B', 'Client C'))).toThrow(
      'the signature does not match',
    );
    expect(() => verifyWebhookSignature('whsec_another', headers, rawBody)).toThrow('the signature does not match');
    const forged = { ...headers, 'webhook-signature': `v1=${'0'.repeat(64)}` };
    expect(() => verifyWebhookSignature(endpoint.secret, forged, rawBody)).toThrow('the signature does not match');

    // A delivery captured and replayed later: correctly signed, but its timestamp is older than the tolerance.
    const old = Math.floor(Date.now() / 1000) - 301;
    const replayed = {
      ...headers,
      'webhook-timestamp': String(old),
      'webhook-signature': `v1=${webhookSignature(endpoint.secret, old, rawBody)}`,
    };
    expect(() => verifyWebhookSignature(endpoint.secret, replayed, rawBody)).toThrow('outside the tolerance');
    expect(verifyWebhookSignature(endpoint.secret, replayed, rawBody, 600)).toBe(id);
  });

  it('retries a receiver answering 500 on the schedule, then marks the delivery failed; redeliver sends the same event again', async () => {
    const { key, endpoint } = await resellerWithEndpoint();
    receiver.answerWith(500, 'receiver down');
    try {
      const licence = await license(key.secret, fixture.ids.ridges as number, 'Client Retry');
      const failed = await waitForStatus(ctx, key.secret, endpoint.id, 'failed');
      expect(failed.attempts).toHaveLength(3);
      for (const attempt of failed.attempts)
        expect(attempt).toMatchObject({
          succeeded: false,
          response_status: 500,
          response_body: 'receiver down',
          error: 'The receiver answered 500.',
        });
      const arrivals = receiver.requests.filter((request) => request.rawBody.includes(licence.licence_number)).map((request) => request.at);
      const [first = 0, second = 0, third = 0] = arrivals;
      expect(arrivals).toHaveLength(3);
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1900);

      receiver.answerWith(200);
      const again = await partnerCall(ctx, 'POST', `/webhooks/${endpoint.id}/deliveries/${failed.id}/redeliver`, key.secret);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.delivery.status).toBe('pending');
      const succeeded = await waitForStatus(ctx, key.secret, endpoint.id, 'succeeded');
      expect(succeeded.id).toBe(failed.id);
      expect(succeeded.attempts.map((attempt) => attempt.response_status)).toEqual([500, 500, 500, 200]);
      const redelivered = receiver.deliveries.filter((delivery) => delivery.data.licence_number === licence.licence_number);
      expect(redelivered.map((delivery) => delivery.id)).toEqual([failed.event_id, failed.event_id, failed.event_id, failed.event_id]);
    } finally {
      receiver.answerWith(200);
    }
  });

  it("announces a licence bought at its file price with its end client, and the payment, from the payment's transaction", async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = (await createKey(ctx, reseller.token, ['license', 'webhooks'])).secret;
    receiver.useSecret((await createEndpoint(ctx, key, receiver.url, ['licence.created', 'payment.succeeded'])).secret);
    const card = { card_number: CARDS.ok, exp_month: 12, exp_year: 2099, cvc: '123' };
    expect((await call(ctx, 'POST', '/buyer/payment-method/test-card', card, { token: reseller.token })).statusCode).toBe(200);
    const licensed = await partnerCall(ctx, 'POST', '/licences', key, {
      media_format_id: await formatIdOf(ctx, fixture.ids.sunset as number, 'original'),
      tier: 'enhanced',
      client_name: 'Client Enhanced',
      po_number: 'PO-9',
    });
    expect(licensed.statusCode, licensed.body).toBe(200);
    const number = licensed.json().data.licence.licence_number;
    const delivered = await receiver.waitFor((delivery) => delivery.data.licence_number === number);
    expect(delivered.data).toMatchObject({ client_name: 'Client Enhanced', po_number: 'PO-9', tier: 'enhanced', made_with: 'api' });
    const events = await eventRows(reseller.userId);
    expect(events.map((event) => event.type).sort()).toEqual(['licence.created', 'payment.succeeded']);
  });

  it('writes no outbox row when the licence transaction rolls back, and one when it commits', async () => {
    const { reseller, key } = await resellerWithEndpoint();
    const format = await findLicensableFormat(
      ctx.database.db,
      await formatIdOf(ctx, fixture.ids.sunset as number, 'original'),
      reseller.userId,
    );
    if (!format) throw new Error('the fixture has no sunset photo');
    const base = { ...licenceBaseFor(format, reseller.userId, reseller.userId), client_name: 'Rolled back', api_key_id: key.id };
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        // The licensing path of the API, in a transaction that then fails.
        await licenseFirstTime(trx, base, await entitlementFor(trx, reseller.userId, format.type, new Date()), new Date());
        expect(await trx.selectFrom('webhook_events').select('id').where('user_id', '=', reseller.userId).execute()).toHaveLength(1);
        throw new Error('the payment failed after the licence was written');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await eventRows(reseller.userId)).toEqual([]);
    expect(await ctx.database.db.selectFrom('licences').select('id').where('client_name', '=', 'Rolled back').execute()).toEqual([]);

    await license(key.secret, fixture.ids.sunset as number, 'Committed');
    expect((await eventRows(reseller.userId)).map((event) => event.type)).toEqual(['licence.created']);
  });
});

describe('managing endpoints', () => {
  it("refuses a key without the webhooks scope with 403, and another reseller's endpoints and deliveries with 404", async () => {
    const { key, endpoint } = await resellerWithEndpoint();
    const licence = await license(key.secret, fixture.ids.peak as number, 'Client Own');
    await receiver.waitFor((delivery) => delivery.data.licence_number === licence.licence_number);
    const [delivery] = await deliveriesOf(ctx, key.secret, endpoint.id);
    if (!delivery) throw new Error('no delivery');

    const other = await approvedReseller(ctx, admin.token);
    const noScope = await createKey(ctx, other.token, ['license']);
    const refused = await partnerCall(ctx, 'GET', '/webhooks', noScope.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.scope('webhooks'));
    expect(
      (await partnerCall(ctx, 'POST', '/webhooks', noScope.secret, { url: receiver.url, events: ['licence.created'] })).statusCode,
    ).toBe(403);

    const otherKey = (await createKey(ctx, other.token, ['webhooks'])).secret;
    expect((await partnerCall(ctx, 'GET', '/webhooks', otherKey)).json().data.endpoints).toEqual([]);
    for (const [method, path] of [
      ['GET', `/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`],
      ['POST', `/webhooks/${endpoint.id}/rotate-secret`],
      ['DELETE', `/webhooks/${endpoint.id}`],
    ] as const) {
      const answer = await partnerCall(ctx, method, path, otherKey);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.json().message).toBe(WEBHOOK_MESSAGES.noEndpoint);
    }
    const foreignDelivery = await partnerCall(
      ctx,
      'POST',
      `/webhooks/${endpoint.id}/deliveries/${delivery.id + 100000}/redeliver`,
      key.secret,
    );
    expect(foreignDelivery.statusCode).toBe(404);
    expect(
      (
        await call(
          ctx,
          'POST',
          '/buyer/developer/webhooks/redeliver',
          { endpoint_id: endpoint.id, delivery_id: delivery.id },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(404);
    // Nothing changed for the owner.
    expect((await deliveriesOf(ctx, key.secret, endpoint.id))[0]?.status).toBe('succeeded');
  });

  it('refuses malformed bodies and URLs with 400', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = (await createKey(ctx, reseller.token, ['webhooks'])).secret;
    const create = (body: unknown) => partnerCall(ctx, 'POST', '/webhooks', key, body);
    for (const body of [
      {},
      { url: receiver.url },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['licence.deleted'] },
      { url: receiver.url, events: ['licence.created', 'licence.created'] },
      { url: 42, events: ['licence.created'] },
    ])
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    const ftp = await create({ url: 'ftp://partner.example/hooks', events: ['licence.created'] });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toBe(WEBHOOK_MESSAGES.badUrl);
    expect((await create({ url: 'not a url', events: ['licence.created'] })).json().message).toBe(WEBHOOK_MESSAGES.badUrl);
    const credentials = await create({ url: 'https://user:pass@partner.example/hooks', events: ['licence.created'] });
    expect(credentials.statusCode).toBe(400);
    expect(credentials.json().message).toBe(WEBHOOK_MESSAGES.credentialsInUrl);
    expect((await partnerCall(ctx, 'GET', '/webhooks/abc/deliveries', key)).statusCode).toBe(400);
    expect((await partnerCall(ctx, 'GET', '/webhooks', key)).json().data.endpoints).toEqual([]);
  });

  it('refuses private and loopback addresses when the switch is off, as in production', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const production = { ...ctx, config: { ...ctx.config, webhooks: { ...ctx.config.webhooks, allowPrivateUrls: false } } };
    const deps = { config: production.config, db: ctx.database.db, storage: ctx.storage };
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://localhost/hooks',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest',
      'http://[::1]/',
    ])
      await expect(createWebhookEndpoint(deps, reseller.userId, { url, events: ['licence.created'] }), url).rejects.toMatchObject({
        statusCode: 400,
        message: WEBHOOK_MESSAGES.privateUrl,
      });
    const made = await createWebhookEndpoint(deps, reseller.userId, { url: 'https://93.184.215.14/hooks', events: ['licence.created'] });
    expect(made.data.endpoint.url).toBe('https://93.184.215.14/hooks');
  });

  it('manages endpoints in the developer area: the secret is shown once, stored sealed, rotated, and a deleted endpoint hears nothing', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    await buyVariant(ctx, reseller.token, 11);
    const key = (await createKey(ctx, reseller.token, ['license'])).secret;
    const created = await call(
      ctx,
      'POST',
      '/buyer/developer/webhooks',
      { url: receiver.url, events: ['licence.created', 'payment.succeeded'] },
      { token: reseller.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { endpoint, secret } = created.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.database.db
      .selectFrom('webhook_endpoints')
      .select('sealed_secret')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(stored.sealed_secret).not.toContain(secret.slice(6));
    const listed = await call(ctx, 'GET', '/buyer/developer/webhooks', undefined, { token: reseller.token });
    expect(listed.json().data.endpoints).toEqual([endpoint]);
    expect(listed.body).not.toContain(secret);

    const rotated = await call(ctx, 'POST', '/buyer/developer/webhooks/rotate', { endpoint_id: endpoint.id }, { token: reseller.token });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().data.secret;
    expect(newSecret).not.toBe(secret);
    receiver.useSecret(newSecret);
    const licence = await license(key, fixture.ids.ridges as number, 'Client Rotated');
    const delivered = await receiver.waitFor((delivery) => delivery.data.licence_number === licence.licence_number);
    expect(() => verifyWebhookSignature(secret, delivered.headers, delivered.rawBody)).toThrow('the signature does not match');

    const log = await call(ctx, 'GET', `/buyer/developer/webhooks/${endpoint.id}/deliveries`, undefined, { token: reseller.token });
    expect(log.json().data.deliveries.map((delivery: { event_type: string }) => delivery.event_type)).toContain('licence.created');

    const deleted = await call(ctx, 'POST', '/buyer/developer/webhooks/delete', { endpoint_id: endpoint.id }, { token: reseller.token });
    expect(deleted.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/buyer/developer/webhooks', undefined, { token: reseller.token })).json().data.endpoints).toEqual([]);
    const before = (await eventRows(reseller.userId)).length;
    await license(key, fixture.ids.peak as number, 'Client After');
    expect(await eventRows(reseller.userId)).toHaveLength(before);
  });

  it('keeps the developer area to approved resellers', async () => {
    const buyer = await signedUpAndIn(ctx, { email: `buyer-${Date.now()}@example.com` });
    const answer = await call(ctx, 'GET', '/buyer/developer/webhooks', undefined, { token: buyer.token });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the other events', () => {
  it("sends payment.succeeded for the reseller's orders", async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = (await createKey(ctx, reseller.token, ['webhooks'])).secret;
    const endpoint = await createEndpoint(ctx, key, receiver.url, ['payment.succeeded']);
    receiver.useSecret(endpoint.secret);
    const order = await buyVariant(ctx, reseller.token, 11);
    const delivered = await receiver.waitFor(
      (delivery) => delivery.type === 'payment.succeeded' && delivery.data.order_id === order.order_id,
    );
    expect(delivered.data).toMatchObject({ total_cents: order.total_cents, kind: expect.any(String), currency: 'USD' });
  });

  it('sends licensed_file.taken_down to accounts holding a licence of a file an admin takes down', async () => {
    const { key, reseller } = await resellerWithEndpoint();
    receiver.useSecret((await createEndpoint(ctx, key.secret, receiver.url, ['licensed_file.taken_down'])).secret);
    const licence = await license(key.secret, fixture.ids.gradient as number, 'Client Gradient');
    const takenDown = await call(
      ctx,
      'POST',
      '/admin/files/take-down',
      { media_id: fixture.ids.gradient, ground: 'rights_complaint', reason: 'A claim by the rights holder' },
      { token: admin.token },
    );
    expect(takenDown.statusCode, takenDown.body).toBe(200);
    const delivered = await receiver.waitFor(
      (delivery) => delivery.type === 'licensed_file.taken_down' && delivery.data.media_id === fixture.ids.gradient,
    );
    expect(delivered.data).toMatchObject({ licence_numbers: [licence.licence_number], downloads_remain: true });
    expect((await eventRows(reseller.userId)).filter((event) => event.type === 'licensed_file.taken_down')).toHaveLength(1);
  });

  it('sends saved_search.new_matches with the files published since the search last told the account', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const key = (await createKey(ctx, reseller.token, ['webhooks'])).secret;
    const endpoint = await createEndpoint(ctx, key, receiver.url, ['saved_search.new_matches']);
    receiver.useSecret(endpoint.secret);
    const saved = await call(
      ctx,
      'POST',
      '/buyer/save/search',
      { name: 'Peaks', filters: { query: 'mountain' }, email_alerts: false },
      { token: reseller.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const searchId = saved.json().data.saved_search.saved_search_id;
    await ctx.database.db
      .updateTable('saved_searches')
      .set({ webhook_notified_at: new Date(Date.now() - 10 * 86_400_000) })
      .where('id', '=', searchId)
      .execute();
    const deps = { db: ctx.database.db, config: ctx.config };
    expect(await announceSavedSearchMatches(deps)).toBeGreaterThanOrEqual(1);
    const delivered = await receiver.waitFor(
      (delivery) => delivery.type === 'saved_search.new_matches' && delivery.data.saved_search_id === searchId,
    );
    expect(delivered.data).toMatchObject({ name: 'Peaks', media_ids: [fixture.ids.ridges] });
    expect(delivered.data.search_url).toBe(`${ctx.config.publicUrl}/search?q=mountain`);
    // Told once: the next run finds nothing new for it.
    await announceSavedSearchMatches(deps);
    expect((await eventRows(reseller.userId)).filter((event) => event.type === 'saved_search.new_matches')).toHaveLength(1);
  });
});

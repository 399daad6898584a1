import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, newAccount } from '../../../test/billing-helpers';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession } from '../../../test/money-fixture';
import { pdfText } from '../../../test/pdf-text';
import { latestRawMailTo, reauth, refund, refundFootprint } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { call, chooseLocale, latestMailTo } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';

const ctx = useTestApp();
let admin: { token: string; userId: number };
beforeAll(async () => {
  admin = await adminSession(ctx);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

const ESSENTIALS_MONTHLY = 11; // $29.00 + 10% tax = $31.90, 10 downloads
const PRO_MONTHLY = 21; // $99.00 + tax = $108.90: over the re-check threshold
const PACK_OF_5 = 41; // $49.00 + tax = $53.90, 5 downloads

async function paidOrder(variant: number, name = 'Ada Byron') {
  const buyer = await newAccount(ctx, 'buyer', name);
  const order = await buyVariant(ctx, buyer.token, variant);
  return { buyer, order };
}

const subscriptionOf = (userId: number) =>
  ctx.database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds a pack in full: its unused downloads go, a numbered credit note, the audit row, the mail and the PDF', async () => {
    const { buyer, order } = await paidOrder(PACK_OF_5, 'Zoë <b>"Tiles"</b> & Co');
    await ctx.database.db.updateTable('credit_packs').set({ credits_used: 2 }).where('order_id', '=', order.order_id).execute();
    const revenueBefore = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.revenue);
    const reason = 'Bought twice <script>alert(1)</script> & "by mistake"';

    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents, reason });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ paid_cents: 5390, refunded_cents: 5390, refundable_cents: 0 });
    expect(data.refunds).toEqual([
      expect.objectContaining({ amount_cents: 5390, tax_cents: 490, reason, downloads_removed: 3, status: 'succeeded' }),
    ]);
    const number = data.refunds[0].credit_note_number as string;
    expect(number).toMatch(/^CN-\d{6}$/);

    const pack = await ctx.database.db
      .selectFrom('credit_packs')
      .selectAll()
      .where('order_id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    expect(pack.credits_total - pack.credits_used).toBe(0);
    // Revenue and tax are reversed; the cash went back to the buyer (nothing left in refunds due for it).
    expect((await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.revenue)) - revenueBefore).toBe(4900);
    const postings = await ctx.database.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_postings as p', 'p.transaction_id', 't.id')
      .select(['p.account', 'p.amount_cents'])
      .where('t.reference', 'like', `%${number}%`)
      .execute();
    expect(postings.filter((p) => p.account === LEDGER_ACCOUNTS.cash).map((p) => Number(p.amount_cents))).toEqual([-5390]);

    const audit = await ctx.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('target_type', '=', 'order')
      .where('target_id', '=', String(order.order_id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ admin_id: admin.userId, action: 'order.refund', reason });
    expect(audit.details).toMatchObject({ amount_cents: 5390, credit_note_number: number });

    const mail = await latestMailTo(ctx, buyer.email);
    expect(mail.subject).toBe(`Refund of $53.90: credit note ${number}`);
    expect(mail.text).toContain(`Reason: ${reason}`);
    const raw = await latestRawMailTo(ctx, buyer.email);
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;b&gt;&quot;Tiles&quot;&lt;/b&gt; &amp; Co,</p>');
    expect(html).toContain('Reason: Bought twice &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;by mistake&quot;</p>');
    expect(html).not.toContain('<script>');

    const history = await call(ctx, 'GET', '/buyer/billing', undefined, { token: buyer.token });
    const invoice = history.json().data.results[0];
    expect(invoice.credit_notes).toEqual([expect.objectContaining({ number, amount_cents: 5390 })]);
    const pdf = await call(ctx, 'GET', invoice.credit_notes[0].pdf_url.replace('/api', ''), undefined, { token: buyer.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const shown of [
      'Credit note',
      `Number: ${number}`,
      `Credits invoice: ${order.invoice_number}`,
      reason,
      'Total refunded',
      '$53.90',
      '$4.90',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Zoë <b>"Tiles"</b> & Co');

    const stranger = await newAccount(ctx);
    expect(
      (await call(ctx, 'GET', invoice.credit_notes[0].pdf_url.replace('/api', ''), undefined, { token: stranger.token })).statusCode,
    ).toBe(404);
  });

  it('refunds part, then the rest; a third refund is refused and changes nothing', async () => {
    const { buyer, order } = await paidOrder(ESSENTIALS_MONTHLY);
    await ctx.database.db.updateTable('subscriptions').set({ downloads_used: 1 }).where('user_id', '=', buyer.id).execute();

    const first = await refund(ctx, admin.token, order.order_id, { amount_cents: 1000, reason: 'Service outage' });
    expect(first.statusCode, first.body).toBe(200);
    // $10.00 back, $0.91 of it tax: $9.09 net buys 4 downloads at $2.90 (rounded up), taken from the 9 unused.
    expect(first.json().data).toMatchObject({ refunded_cents: 1000, refundable_cents: 2190 });
    expect(first.json().data.refunds[0]).toMatchObject({ amount_cents: 1000, tax_cents: 91, downloads_removed: 4 });
    expect(await subscriptionOf(buyer.id)).toMatchObject({ status: 'active', downloads_per_period: 6, downloads_used: 1 });

    const second = await refund(ctx, admin.token, order.order_id, { amount_cents: 2190, reason: 'Closing the account' });
    expect(second.statusCode, second.body).toBe(200);
    const refunds = second.json().data.refunds as { amount_cents: number; tax_cents: number; credit_note_number: string }[];
    expect(refunds.map((r) => [r.amount_cents, r.tax_cents])).toEqual([
      [1000, 91],
      [2190, 199],
    ]);
    // Credit notes are numbered one after the other.
    const [a, b] = refunds.map((r) => Number(r.credit_note_number.slice(3)));
    expect(b).toBe((a as number) + 1);
    expect(await subscriptionOf(buyer.id)).toMatchObject({ status: 'canceled', downloads_per_period: 1, downloads_used: 1 });

    const before = await refundFootprint(ctx, order.order_id);
    const third = await refund(ctx, admin.token, order.order_id, { amount_cents: 1, reason: 'One more' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('At most $0.00 is left to refund on this order.');
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
  });

  it('refuses more than is left to refund, and changes nothing', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    const before = await refundFootprint(ctx, order.order_id);
    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: order.total_cents + 1, reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('At most $31.90 is left to refund on this order.');
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
  });

  it('never refunds more than was paid, however many refunds run at once', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(ctx, admin.token, order.order_id, { amount_cents: 1000, reason: `Parallel ${i}` })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const rows = await ctx.database.db.selectFrom('refunds').select('amount_cents').where('order_id', '=', order.order_id).execute();
    expect(rows.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(3000);
  });

  it('asks for the password again above the threshold (403 without it, nothing changes)', async () => {
    const { order } = await paidOrder(PRO_MONTHLY);
    const fresh = await adminSession(ctx);
    const before = await refundFootprint(ctx, order.order_id);
    const refused = await refund(ctx, fresh.token, order.order_id, { amount_cents: order.total_cents, reason: 'Large refund' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Enter your password again to do this.');
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
    // Up to the threshold no re-check is needed.
    expect((await refund(ctx, fresh.token, order.order_id, { amount_cents: 10_000, reason: 'Most of it' })).statusCode).toBe(200);
    expect((await reauth(ctx, fresh.token)).statusCode).toBe(200);
    expect((await refund(ctx, fresh.token, order.order_id, { amount_cents: 890, reason: 'The rest' })).statusCode).toBe(200);
  });

  it('refuses other roles (401) and a malformed body (400)', async () => {
    const { buyer, order } = await paidOrder(ESSENTIALS_MONTHLY);
    expect((await refund(ctx, buyer.token, order.order_id, { amount_cents: 100, reason: 'Mine' })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', `/admin/orders/${order.order_id}/refunds`, { amount_cents: 100, reason: 'x' })).statusCode).toBe(401);
    for (const body of [
      { amount_cents: 0, reason: 'Zero' },
      { amount_cents: 10.5, reason: 'Fraction' },
      { amount_cents: 'a hundred', reason: 'Text' },
      { amount_cents: 100 },
      { amount_cents: 100, reason: '   ' },
    ]) {
      expect((await refund(ctx, admin.token, order.order_id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await refund(ctx, admin.token, 0, { amount_cents: 100, reason: 'No order' })).statusCode).toBe(400);
    expect((await refund(ctx, admin.token, 999_999_999, { amount_cents: 100, reason: 'No order' })).statusCode).toBe(404);
    expect((await ctx.database.db.selectFrom('refunds').select('id').where('order_id', '=', order.order_id).execute()).length).toBe(0);
  });
});

describe('the idempotency key of a refund', () => {
  /** What the ledger holds for one credit note: its reversal and the cash that went back to the buyer. */
  const cashBackOf = async (creditNote: string) => {
    const postings = await ctx.database.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_postings as p', 'p.transaction_id', 't.id')
      .select(['p.amount_cents'])
      .where('t.reference', 'like', `%${creditNote}%`)
      .where('p.account', '=', LEDGER_ACCOUNTS.cash)
      .execute();
    return postings.map((p) => Number(p.amount_cents));
  };

  it('answers a resubmitted refund with the first: one refund, one ledger posting, the buyer refunded and e-mailed once', async () => {
    const { buyer, order } = await paidOrder(ESSENTIALS_MONTHLY);
    const body = { amount_cents: 1000, reason: 'Service outage', idempotency_key: 'console-refund-0001' };
    const first = await refund(ctx, admin.token, order.order_id, body);
    expect(first.statusCode, first.body).toBe(200);
    const recorded = await refundFootprint(ctx, order.order_id);
    const mail = await latestRawMailTo(ctx, buyer.email);
    const cash = await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash);

    const again = await refund(ctx, admin.token, order.order_id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(recorded.refunds).toEqual([expect.objectContaining({ amount_cents: 1000 })]);
    expect(await refundFootprint(ctx, order.order_id)).toEqual(recorded);
    expect(await accountBalance(ctx.database.db, LEDGER_ACCOUNTS.cash)).toBe(cash);
    expect(await cashBackOf(first.json().data.refunds[0].credit_note_number)).toEqual([-1000]);
    expect(await latestRawMailTo(ctx, buyer.email)).toBe(mail);
  });

  it('records one refund for a double submit: the second request waits for the first and answers it', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    const body = { amount_cents: 700, reason: 'Double click', idempotency_key: 'console-refund-0002' };
    const [a, b] = await Promise.all([refund(ctx, admin.token, order.order_id, body), refund(ctx, admin.token, order.order_id, body)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    // Both name the one refund; the second may answer while the first still waits for the provider (pending).
    const named = (response: typeof a) => {
      if (!response) throw new Error('no answer');
      return (response.json().data.refunds as { id: number; credit_note_number: string; amount_cents: number }[]).map(
        ({ id, credit_note_number, amount_cents }) => ({ id, credit_note_number, amount_cents }),
      );
    };
    expect(named(a)).toEqual(named(b));
    expect(named(a)).toHaveLength(1);
    const rows = await ctx.database.db.selectFrom('refunds').select('amount_cents').where('order_id', '=', order.order_id).execute();
    expect(rows).toEqual([{ amount_cents: 700 }]);
  });

  it('answers a refund in full again after nothing is left to refund', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    const body = { amount_cents: order.total_cents, reason: 'Closing the account', idempotency_key: 'console-refund-0003' };
    const first = await refund(ctx, admin.token, order.order_id, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await refund(ctx, admin.token, order.order_id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another amount (409) and changes nothing', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    const key = 'console-refund-0004';
    expect(
      (await refund(ctx, admin.token, order.order_id, { amount_cents: 1200, reason: 'Goodwill', idempotency_key: key })).statusCode,
    ).toBe(200);
    const before = await refundFootprint(ctx, order.order_id);
    const other = await refund(ctx, admin.token, order.order_id, { amount_cents: 1500, reason: 'Goodwill', idempotency_key: key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This idempotency key was already used for a refund of $12.00 on this order; a new refund needs a new key.',
    );
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
    // The key is the order's own: another order's refund may use it.
    const { order: another } = await paidOrder(ESSENTIALS_MONTHLY);
    expect(
      (await refund(ctx, admin.token, another.order_id, { amount_cents: 1500, reason: 'Goodwill', idempotency_key: key })).statusCode,
    ).toBe(200);
  });

  it('refuses a missing or malformed key (400, naming the field) and changes nothing', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    const before = await refundFootprint(ctx, order.order_id);
    for (const idempotency_key of [undefined, 'short', 'has a space in it', 'x'.repeat(101), 42]) {
      const response = await refund(ctx, admin.token, order.order_id, { amount_cents: 100, reason: 'Keyless', idempotency_key });
      expect(response.statusCode, String(idempotency_key)).toBe(400);
      expect(response.json().errors[0].field, String(idempotency_key)).toBe('idempotency_key');
    }
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
  });

  it('refuses anyone but an administrator, key or not, and a buyer cannot replay an administrator’s refund', async () => {
    const { buyer, order } = await paidOrder(ESSENTIALS_MONTHLY);
    const body = { amount_cents: 100, reason: 'Mine', idempotency_key: 'console-refund-0005' };
    expect((await refund(ctx, admin.token, order.order_id, body)).statusCode).toBe(200);
    const before = await refundFootprint(ctx, order.order_id);
    const contributor = await newAccount(ctx, 'contributor');
    for (const token of [buyer.token, contributor.token]) {
      expect((await refund(ctx, token, order.order_id, body)).statusCode).toBe(401);
      expect((await refund(ctx, token, order.order_id, { ...body, idempotency_key: 'console-refund-0006' })).statusCode).toBe(401);
    }
    expect((await call(ctx, 'POST', `/admin/orders/${order.order_id}/refunds`, body)).statusCode).toBe(401);
    expect(await refundFootprint(ctx, order.order_id)).toEqual(before);
  });
});

describe('GET /api/admin/orders/:id/refunds', () => {
  it('shows what is left to refund and the past refunds', async () => {
    const { order } = await paidOrder(ESSENTIALS_MONTHLY);
    await refund(ctx, admin.token, order.order_id, { amount_cents: 500, reason: 'Goodwill' });
    const response = await call(ctx, 'GET', `/admin/orders/${order.order_id}/refunds`, undefined, { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      order_id: order.order_id,
      paid_cents: 3190,
      refunded_cents: 500,
      refundable_cents: 2690,
      reauth_above_cents: 10_000,
      refunds: [expect.objectContaining({ amount_cents: 500, reason: 'Goodwill', status: 'succeeded' })],
    });
  });
});

describe('the refund e-mail in the buyer’s language', () => {
  it('tells a German buyer in German, the amount as Germans write it', async () => {
    const { buyer, order } = await paidOrder(PACK_OF_5, 'Greta');
    await chooseLocale(ctx, buyer.token, 'de');
    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: 1234, reason: 'Doppelt gekauft' });
    expect(response.statusCode, response.body).toBe(200);
    const number = response.json().data.refunds[0].credit_note_number as string;
    const mail = await latestMailTo(ctx, buyer.email);
    expect(mail.subject).toBe(`Erstattung von 12,34\u00a0$: Gutschrift ${number}`);
    expect(mail.text).toContain('Guten Tag Greta,');
    expect(mail.text).toMatch(
      /^wir haben 12,34\u00a0\$ aus der Rechnung \S+ \(Bestellung \d+\) auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben\.$/m,
    );
    expect(mail.text).toContain('Grund: Doppelt gekauft');
  });

  it('tells an English buyer word for word as before', async () => {
    const { buyer, order } = await paidOrder(PACK_OF_5, 'Ada Byron');
    const response = await refund(ctx, admin.token, order.order_id, { amount_cents: 1234, reason: 'Bought twice' });
    expect(response.statusCode, response.body).toBe(200);
    const number = response.json().data.refunds[0].credit_note_number as string;
    const mail = await latestMailTo(ctx, buyer.email);
    const invoice = /of invoice (\S+) \(order/.exec(mail.text)?.[1];
    expect(mail.subject).toBe(`Refund of $12.34: credit note ${number}`);
    expect(mail.text).toBe(
      [
        'Hello Ada Byron,',
        '',
        `We refunded $12.34 of invoice ${invoice} (order ${order.order_id}) to the payment method you paid with.`,
        'Reason: Bought twice',
        `Your credit note ${number} is in your billing history: ${ctx.config.publicUrl}/buyer/billing`,
      ].join('\n'),
    );
  });
});

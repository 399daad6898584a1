import { beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, checkoutVariant, newAccount } from '../../../test/billing-helpers';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';

const ctx = useTestApp();
let admin: { token: string; userId: number };
beforeAll(async () => {
  admin = await adminSession(ctx);
});

const orders = (query: string, token = admin.token) => call(ctx, 'GET', `/admin/orders?${query}`, undefined, { token });

describe('GET /api/admin/orders', () => {
  it('finds orders by id, invoice number, buyer e-mail and status, newest first', async () => {
    const buyer = await newAccount(ctx, 'buyer', 'Olga Orders');
    const paid = await buyVariant(ctx, buyer.token, 11);
    const other = await newAccount(ctx, 'buyer', 'Olga Orders');
    const pending = (await checkoutVariant(ctx, other.token, 11)).json().data.order.order_id as number;

    const byEmail = await orders('q=olga%20orders');
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data.results.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [pending, 'pending'],
      [paid.order_id, 'paid'],
    ]);
    expect(byEmail.json().data.results[1]).toMatchObject({
      buyer_name: 'Olga Orders',
      invoice_number: paid.invoice_number,
      total_cents: paid.total_cents,
    });
    expect((await orders(`q=${paid.invoice_number}`)).json().data.results.map((o: { id: number }) => o.id)).toEqual([paid.order_id]);
    // A number is an order id, or digits in an e-mail address.
    expect((await orders(`q=${pending}`)).json().data.results.map((o: { id: number }) => o.id)).toContain(pending);
    const paidOnly = await orders('status=paid&q=olga%20orders');
    expect(paidOnly.json().data.results.map((o: { id: number }) => o.id)).toEqual([paid.order_id]);
    expect((await orders(`q=${encodeURIComponent(other.email)}`)).json().data.totalCount).toBe(1);
  });

  it('refuses a malformed filter with 400 and other roles with 401', async () => {
    expect((await orders('status=reversed')).statusCode).toBe(400);
    expect((await orders('page_no=0')).statusCode).toBe(400);
    const buyer = await newAccount(ctx);
    expect((await orders('', buyer.token)).statusCode).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession, creditRoyalties } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call, latestMailTo, PASSWORD, signedUpAndIn } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';

const ctx = useTestApp();
let admin: { token: string; userId: number };
beforeAll(async () => {
  admin = await adminSession(ctx);
});
afterEach(async () => expectLedgerBalanced(ctx.database.db));

const IBANS = { DE: 'DE89370400440532013000', FR: 'FR1420041010050500013M02606' };

/** A contributor with verified bank details who asked to withdraw `dollars`; answers the withdrawal id. */
async function withdrawalOf(holder: string, bank: Record<string, string>, dollars: number) {
  const email = `payee-${randomUUID().slice(0, 8)}@example.com`;
  const { token, userId } = await signedUpAndIn(ctx, { email, is_contributor: true });
  await creditRoyalties(ctx, userId, dollars * 100 + 1000);
  const added = await call(
    ctx,
    'POST',
    '/contributor/add/bank/details',
    { account_holder_name: holder, bank_name: 'Some Bank', ...bank, password: PASSWORD },
    { token },
  );
  expect(added.statusCode, added.body).toBe(200);
  await ctx.database.db.updateTable('bank_details').set({ verified_at: new Date() }).where('user_id', '=', userId).execute();
  const asked = await call(ctx, 'POST', '/contributor/withdraw', { amount: dollars }, { token });
  expect(asked.statusCode, asked.body).toBe(200);
  return { id: asked.json().data.withdrawal.id as number, userId, email };
}

const reauth = (password = PASSWORD) => call(ctx, 'POST', '/admin/reauth', { password }, { token: admin.token });
const exportBatch = (batchId: number) => call(ctx, 'POST', `/admin/payout-batches/${batchId}/export`, undefined, { token: admin.token });
const auditOf = (type: string, id: number) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

/** The bank file as a bank reads it: a parsed document, its text decoded. */
function parsed(xml: string) {
  const root = create(xml).root().node as unknown as Element;
  const all = (scope: Element, tag: string) => Array.from(scope.getElementsByTagName(tag));
  const text = (scope: Element, path: string) =>
    path.split('/').reduce<Element | undefined>((node, tag) => (node ? all(node, tag)[0] : undefined), scope)?.textContent;
  return { root, all, text };
}

describe('payout batches', () => {
  it('approves withdrawals into a batch, exports the ISO 20022 transfer file and CSV after the password, and marks items paid or failed', async () => {
    const anna = await withdrawalOf('Anna Müller & Söhne <GmbH>', { country: 'DE', iban: IBANS.DE, swift_code: 'COBADEFFXXX' }, 120.5);
    const lea = await withdrawalOf('Léa Martin', { country: 'FR', iban: IBANS.FR }, 75);
    const sam = await withdrawalOf(
      '=Sam "The" Payee, Jr.',
      { country: 'US', account_number: '000123456789', routing_number: '021000021' },
      40,
    );

    const created = await call(ctx, 'POST', '/admin/payout-batches', { withdrawal_ids: [anna.id, lea.id, sam.id] }, { token: admin.token });
    expect(created.statusCode, created.body).toBe(200);
    const batch = created.json().data.batch;
    expect(batch).toMatchObject({ total_cents: 23550, exported_at: null });
    expect(batch.items.map((item: { id: number }) => item.id)).toEqual([anna.id, lea.id, sam.id]);
    // The list never carries full numbers.
    expect(created.body).not.toContain(IBANS.DE);

    const locked = await exportBatch(batch.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.body).not.toContain(IBANS.DE);
    expect((await reauth('not-my-password')).statusCode).toBe(400);
    expect((await exportBatch(batch.id)).statusCode).toBe(403);
    expect((await reauth()).statusCode).toBe(200);

    const exported = await exportBatch(batch.id);
    expect(exported.statusCode, exported.body).toBe(200);
    const files = exported.json().data;
    expect(exported.json().message).toBe('Exported 3 payout(s): 2 in the ISO 20022 transfer file (USD), 1 in the CSV.');
    const { root, all, text } = parsed(files.transfer_xml);
    expect(root.getAttribute('xmlns')).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(text(root, 'GrpHdr/NbOfTxs')).toBe('2');
    expect(text(root, 'GrpHdr/CtrlSum')).toBe('195.50');
    expect(text(root, 'PmtInf/NbOfTxs')).toBe('2');
    expect(text(root, 'PmtInf/CtrlSum')).toBe('195.50');
    // The payouts are in US dollars: an ordinary credit transfer, charges shared, never the euro-only SEPA scheme.
    expect(all(root, 'SvcLvl')).toEqual([]);
    expect(text(root, 'PmtInf/ChrgBr')).toBe('SHAR');
    const transfers = all(root, 'CdtTrfTxInf').map((tx) => ({
      iban: text(tx, 'CdtrAcct/IBAN'),
      amount: text(tx, 'InstdAmt'),
      currency: all(tx, 'InstdAmt')[0]?.getAttribute('Ccy'),
      name: text(tx, 'Cdtr/Nm'),
      bic: text(tx, 'CdtrAgt/BIC') ?? null,
    }));
    expect(transfers).toEqual([
      { iban: IBANS.DE, amount: '120.50', currency: 'USD', name: 'Anna Müller & Söhne <GmbH>', bic: 'COBADEFFXXX' },
      { iban: IBANS.FR, amount: '75.00', currency: 'USD', name: 'Léa Martin', bic: null },
    ]);
    // The control sum is the sum of the amounts, to the cent.
    expect(transfers.reduce((total, tx) => total + Math.round(Number(tx.amount) * 100), 0)).toBe(19550);
    expect(files.transfer_xml).toContain('Anna Müller &amp; Söhne &lt;GmbH&gt;');

    const csvLines = (files.csv as string).trimEnd().split('\r\n');
    expect(csvLines).toHaveLength(2);
    expect(csvLines[1]).toBe(`${sam.id},"'=Sam ""The"" Payee, Jr.",Some Bank,US,000123456789,021000021,,40.00,USD,Lumora payout ${sam.id}`);

    const audit = await auditOf('payout_batch', batch.id);
    expect(audit.map((row) => [row.admin_id, row.action])).toEqual([
      [admin.userId, 'payout_batch.create'],
      [admin.userId, 'payout_batch.export'],
    ]);
    expect(audit[1]?.details).toMatchObject({ transfer_file_count: 2, csv_count: 1, total_cents: 23550 });
    expect(JSON.stringify(audit)).not.toContain(IBANS.DE);

    const paid = await call(
      ctx,
      'POST',
      '/admin/payouts/mark/paid',
      { withdrawal_id: anna.id, payout_reference: 'SEPA-1' },
      { token: admin.token },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await latestMailTo(ctx, anna.email)).subject).toContain('$120.50 is on its way');
    const failed = await call(
      ctx,
      'POST',
      '/admin/payouts/mark/failed',
      { withdrawal_id: sam.id, reason: 'Account closed' },
      { token: admin.token },
    );
    expect(failed.statusCode, failed.body).toBe(200);
    expect(-(await accountBalance(ctx.database.db, royaltiesPayable(sam.userId)))).toBe(5000);
    expect((await auditOf('withdrawal', anna.id)).map((row) => row.action)).toEqual(['withdrawal.paid']);
    expect((await auditOf('withdrawal', sam.id)).map((row) => [row.action, row.reason])).toEqual([['withdrawal.failed', 'Account closed']]);

    // Only Léa is left to pay: a second export holds her alone.
    const second = (await exportBatch(batch.id)).json().data;
    expect(second.csv).toBeNull();
    const left = parsed(second.transfer_xml);
    expect([
      left.text(left.root, 'GrpHdr/NbOfTxs'),
      left.text(left.root, 'GrpHdr/CtrlSum'),
      left.text(left.root, 'CdtTrfTxInf/IBAN'),
    ]).toEqual(['1', '75.00', IBANS.FR]);
  });

  it('refuses a withdrawal already batched or decided, batching nothing', async () => {
    const one = await withdrawalOf('One Payee', { country: 'DE', iban: IBANS.DE }, 50);
    const two = await withdrawalOf('Two Payee', { country: 'DE', iban: IBANS.DE }, 50);
    expect((await call(ctx, 'POST', '/admin/payout-batches', { withdrawal_ids: [one.id] }, { token: admin.token })).statusCode).toBe(200);
    const again = await call(ctx, 'POST', '/admin/payout-batches', { withdrawal_ids: [two.id, one.id] }, { token: admin.token });
    expect(again.statusCode).toBe(409);
    const row = await ctx.database.db.selectFrom('withdrawals').select('batch_id').where('id', '=', two.id).executeTakeFirstOrThrow();
    expect(row.batch_id).toBeNull();
  });

  it.each([
    ['no ids', { withdrawal_ids: [] }],
    ['an id that is not a number', { withdrawal_ids: ['x'] }],
    ['the same id twice', { withdrawal_ids: [1, 1] }],
    ['no body field', {}],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await call(ctx, 'POST', '/admin/payout-batches', body, { token: admin.token });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('refuses other roles with 401, and an unknown batch with 404', async () => {
    const contributor = await withdrawalOf('Nosy Payee', { country: 'DE', iban: IBANS.DE }, 50);
    const login = await call(ctx, 'POST', '/login', { email: contributor.email, password: PASSWORD, role: 'contributor' });
    const token = login.json().data.token;
    expect((await call(ctx, 'POST', '/admin/payout-batches', { withdrawal_ids: [contributor.id] }, { token })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/admin/reauth', { password: PASSWORD }, { token })).statusCode).toBe(401);
    await reauth();
    expect((await exportBatch(999_999)).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { adminSession, creditRoyalties } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';
import { call, latestMailTo, PASSWORD, signedUpAndIn } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { claimForExport, insertExport } from './payout-exports.repo';

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

    // Anna and Sam are settled and Léa's transfer is still with the bank: exporting again answers the very same files,
    // same message id, same payments (a bank that already took them refuses them as a duplicate), never a new file that
    // would pay Léa a second time.
    const second = await exportBatch(batch.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toEqual(files);
    expect(second.json().message).toMatch(
      new RegExp(
        `^Batch ${batch.id} was exported on \\d{4}-\\d{2}-\\d{2}: the same files again \\(3 payout\\(s\\), message PAYOUT-${batch.id}-\\d+\\)`,
      ),
    );
    expect((await auditOf('payout_batch', batch.id)).map((row) => row.action)).toEqual([
      'payout_batch.create',
      'payout_batch.export',
      'payout_batch.export_again',
    ]);
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

describe('exporting a batch again', () => {
  const batchOf = async (withdrawalIds: number[]) => {
    const created = await call(ctx, 'POST', '/admin/payout-batches', { withdrawal_ids: withdrawalIds }, { token: admin.token });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data.batch.id as number;
  };
  const exportsOf = async (batchId: number) =>
    (
      await sql<{ id: number; message_id: string | null; sealed_files: string | null; withdrawal_ids: number[] }>`
        SELECT e.id, e.message_id, e.sealed_files,
          array(SELECT x.withdrawal_id FROM payout_export_items x WHERE x.export_id = e.id ORDER BY 1) AS withdrawal_ids
        FROM payout_exports e WHERE e.batch_id = ${batchId} ORDER BY e.id`.execute(ctx.database.db)
    ).rows;
  const waitingOnLocks = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.database.db)
    ).rows[0]?.n ?? 0;
  /** What the bank reads in a transfer file: its message id and each payment's end-to-end id, IBAN and amount. */
  const payments = (xml: string) => {
    const { root, all, text } = parsed(xml);
    return {
      messageId: text(root, 'GrpHdr/MsgId'),
      transfers: all(root, 'CdtTrfTxInf').map((tx) => [text(tx, 'EndToEndId'), text(tx, 'IBAN'), text(tx, 'InstdAmt')]),
    };
  };

  it('answers the identical file with the same message id and the same payments, kept sealed', async () => {
    const one = await withdrawalOf('Again One', { country: 'DE', iban: IBANS.DE }, 60);
    const two = await withdrawalOf('Again Two', { country: 'FR', iban: IBANS.FR }, 45);
    const batchId = await batchOf([one.id, two.id]);
    await reauth();

    const first = await exportBatch(batchId);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await exportBatch(batchId);
    expect(again.statusCode, again.body).toBe(200);

    expect(again.json().data).toEqual(first.json().data);
    const sent = payments(first.json().data.transfer_xml);
    expect(sent.messageId).toMatch(new RegExp(`^PAYOUT-${batchId}-\\d+$`));
    expect(payments(again.json().data.transfer_xml)).toEqual(sent);
    expect(sent.transfers).toEqual([
      [`W${one.id}`, IBANS.DE, '60.00'],
      [`W${two.id}`, IBANS.FR, '45.00'],
    ]);
    const stored = await exportsOf(batchId);
    expect(stored.map((row) => [row.message_id, row.withdrawal_ids])).toEqual([[sent.messageId, [one.id, two.id]]]);
    // The kept files hold full account numbers: sealed at rest, never in clear.
    expect(stored[0]?.sealed_files).toMatch(/^v1\./);
    expect(stored[0]?.sealed_files).not.toContain(IBANS.DE);
    // Exporting again does not move the date the batch's file was made.
    const listed = (await call(ctx, 'GET', `/admin/payout-batches/${batchId}`, undefined, { token: admin.token })).json().data.batch;
    expect(listed.exported_at).not.toBeNull();
    const audit = await auditOf('payout_batch', batchId);
    expect(audit.map((row) => row.action)).toEqual(['payout_batch.create', 'payout_batch.export', 'payout_batch.export_again']);
    expect(audit[2]?.details).toMatchObject({ export_id: stored[0]?.id, message_id: sent.messageId, withdrawal_ids: [one.id, two.id] });
  });

  it('puts each payout in one file only when two exports run at once', async () => {
    const one = await withdrawalOf('Racing One', { country: 'DE', iban: IBANS.DE }, 70);
    const two = await withdrawalOf('Racing Two', { country: 'US', account_number: '000111222333', routing_number: '021000021' }, 50);
    const batchId = await batchOf([one.id, two.id]);
    await reauth();

    // Both exports are held at the batch's row until both wait there, then let go together: a true race, every time.
    const { racing } = await ctx.database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('payout_batches').select('id').where('id', '=', batchId).forUpdate().execute();
      const racing = Promise.all([exportBatch(batchId), exportBatch(batchId)]);
      await waitFor('both exports to wait on the batch', async () => ((await waitingOnLocks()) >= 2 ? true : undefined), 10_000);
      // Wrapped, not returned: the lock must be let go (committed) before the exports can end.
      return { racing };
    });
    const answers = await racing;
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first, other] = answers.map((answer) => answer.json().data);
    expect(other).toEqual(first);

    // One set of transfers: one made file with both payouts, the other answers the same file again.
    const stored = await exportsOf(batchId);
    expect(stored.map((row) => row.withdrawal_ids)).toEqual([[one.id, two.id]]);
    expect(payments(first.transfer_xml).messageId).toBe(stored[0]?.message_id);
    const actions = (await auditOf('payout_batch', batchId)).map((row) => row.action);
    expect(actions.filter((action) => action === 'payout_batch.export')).toHaveLength(1);
    expect(actions.filter((action) => action === 'payout_batch.export_again')).toHaveLength(1);
  });

  it('puts a payout that joins the batch after its file into a new file with a new message id, alone', async () => {
    const early = await withdrawalOf('Early Payee', { country: 'DE', iban: IBANS.DE }, 40);
    const batchId = await batchOf([early.id]);
    await reauth();
    const first = (await exportBatch(batchId)).json().data;

    // No route adds to a made batch today; this is what such a change would find.
    const late = await withdrawalOf('Late Payee', { country: 'FR', iban: IBANS.FR }, 55);
    await ctx.database.db.updateTable('withdrawals').set({ batch_id: batchId }).where('id', '=', late.id).execute();
    const second = await exportBatch(batchId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().message).toBe('Exported 1 payout(s): 1 in the ISO 20022 transfer file (USD), 0 in the CSV.');
    const newer = payments(second.json().data.transfer_xml);
    expect(newer.messageId).not.toBe(payments(first.transfer_xml).messageId);
    expect(newer.transfers).toEqual([[`W${late.id}`, IBANS.FR, '55.00']]);
    // And that newest file is the one answered again.
    expect((await exportBatch(batchId)).json().data).toEqual(second.json().data);
    expect((await exportsOf(batchId)).map((row) => row.withdrawal_ids)).toEqual([[early.id], [late.id]]);
  });

  it('refuses to export again a batch exported before files were kept, making no new file', async () => {
    const payee = await withdrawalOf('Legacy Payee', { country: 'DE', iban: IBANS.DE }, 80);
    const batchId = await batchOf([payee.id]);
    // As migration 0220 leaves a batch exported before it: an export without files claiming its pending items.
    await sql`WITH legacy AS (
        INSERT INTO payout_exports (batch_id, created_by, created_at) VALUES (${batchId}, ${admin.userId}, now()) RETURNING id
      )
      INSERT INTO payout_export_items (withdrawal_id, export_id) SELECT ${payee.id}, id FROM legacy`.execute(ctx.database.db);
    await reauth();

    const refused = await exportBatch(batchId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('before exported files were kept');
    expect(refused.body).not.toContain(IBANS.DE);
    expect(await exportsOf(batchId)).toHaveLength(1);
  });

  it('never lets a second export claim a payout another export holds, even without the batch lock', async () => {
    const payee = await withdrawalOf('Claimed Payee', { country: 'DE', iban: IBANS.DE }, 35);
    const batchId = await batchOf([payee.id]);
    const exportRow = (messageId: string) =>
      insertExport(ctx.database.db, { batchId, messageId, adminId: admin.userId, createdAt: new Date(), sealedFiles: 'v1.test' });
    const firstId = await exportRow(`TEST-${batchId}-1`);
    const secondId = await exportRow(`TEST-${batchId}-2`);
    expect(await claimForExport(ctx.database.db, firstId, [payee.id])).toEqual([payee.id]);
    expect(await claimForExport(ctx.database.db, secondId, [payee.id])).toEqual([]);
  });

  it('refuses other roles, no session and a malformed batch id, opening no numbers', async () => {
    const payee = await withdrawalOf('Guarded Payee', { country: 'DE', iban: IBANS.DE }, 50);
    const batchId = await batchOf([payee.id]);
    const login = await call(ctx, 'POST', '/login', { email: payee.email, password: PASSWORD, role: 'contributor' });
    const contributorToken = login.json().data.token;
    const asContributor = await call(ctx, 'POST', `/admin/payout-batches/${batchId}/export`, undefined, { token: contributorToken });
    expect(asContributor.statusCode).toBe(401);
    expect((await call(ctx, 'POST', `/admin/payout-batches/${batchId}/export`)).statusCode).toBe(401);
    await reauth();
    for (const id of ['abc', '0', '-1', '1.5']) {
      const malformed = await call(ctx, 'POST', `/admin/payout-batches/${id}/export`, undefined, { token: admin.token });
      expect(malformed.statusCode, `${id}: ${malformed.body}`).toBe(400);
    }
    expect(await exportsOf(batchId)).toEqual([]);
    expect((await auditOf('payout_batch', batchId)).map((row) => row.action)).toEqual(['payout_batch.create']);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { allowResend, call, chooseLocale, latestEmailCode, latestMailTo, PASSWORD, signedUpAndIn } from '../auth/auth-test-helpers';

const ctx = useTestApp();

const GERMAN = { account_holder_name: 'Ansel Rivers', bank_name: 'Deutsche Bank', country: 'DE', iban: 'DE89 3704 0044 0532 0130 00' };
const AMERICAN = {
  account_holder_name: 'Ansel Rivers',
  bank_name: 'Chase',
  country: 'US',
  account_number: '000123456789',
  routing_number: '021000021',
};

let counter = 0;
const contributor = () => signedUpAndIn(ctx, { email: `bank-${++counter}@example.com`, is_contributor: true });

async function codeFor(token: string, email: string) {
  await allowResend(ctx, email);
  const sent = await call(ctx, 'POST', '/contributor/bank/details/send/code', undefined, { token });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestEmailCode(ctx, email);
}

describe('bank details', () => {
  it('has none at first: data.bankDetails is null', async () => {
    const { token } = await contributor();
    const response = await call(ctx, 'GET', '/contributor/bank/details', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ bankDetails: null });
  });

  it('adds an IBAN confirmed by an e-mail code: verified, masked, encrypted at rest, owner e-mailed', async () => {
    const { token, userId } = await contributor();
    const email = `bank-${counter}@example.com`;
    const email_otp = await codeFor(token, email);
    const response = await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, email_otp }, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.bankDetails).toMatchObject({
      account_holder_name: 'Ansel Rivers',
      bank_name: 'Deutsche Bank',
      country: 'DE',
      method: 'iban',
      account_masked: '•••• 3000',
      code_masked: null,
      verified: true,
    });
    expect(response.body).not.toContain('532013000');
    const row = await ctx.database.db.selectFrom('bank_details').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.sealed_numbers).toMatch(/^v1\./);
    expect(row.sealed_numbers).not.toContain('DE89');
    expect(row.sealed_numbers).not.toContain('0532013000');
    expect((await latestMailTo(ctx, email)).subject).toContain('Bank details added');
    const read = await call(ctx, 'GET', '/contributor/bank/details', undefined, { token });
    expect(read.json().data.bankDetails.account_masked).toBe('•••• 3000');
  });

  it('adds with the password as unverified, then the e-mailed code verifies them', async () => {
    const { token } = await contributor();
    const email = `bank-${counter}@example.com`;
    const added = await call(ctx, 'POST', '/contributor/add/bank/details', { ...AMERICAN, password: PASSWORD }, { token });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.bankDetails).toMatchObject({
      method: 'account',
      account_masked: '•••• 6789',
      code_masked: '•••• 0021',
      verified: false,
    });
    const email_otp = await codeFor(token, email);
    const verified = await call(ctx, 'POST', '/contributor/bank/details/verify', { email_otp }, { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.bankDetails.verified).toBe(true);
    expect((await latestMailTo(ctx, email)).subject).toContain('Bank details confirmed');
  });

  it('an edit replaces the details, needs proof again, resets verification when made with the password, and is e-mailed', async () => {
    const { token, userId } = await contributor();
    const email = `bank-${counter}@example.com`;
    await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, email_otp: await codeFor(token, email) }, { token });
    const noProof = await call(ctx, 'PUT', '/contributor/edit/bank/details', AMERICAN, { token });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().errors[0].field).toBe('password');
    const wrong = await call(ctx, 'PUT', '/contributor/edit/bank/details', { ...AMERICAN, password: 'not-my-password' }, { token });
    expect(wrong.statusCode).toBe(400);
    const edited = await call(ctx, 'PUT', '/contributor/edit/bank/details', { ...AMERICAN, password: PASSWORD }, { token });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.bankDetails).toMatchObject({ bank_name: 'Chase', account_masked: '•••• 6789', verified: false });
    expect((await latestMailTo(ctx, email)).subject).toContain('Bank details changed');
    const changes = await ctx.database.db
      .selectFrom('bank_details_changes')
      .select(['action', 'proof'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(changes).toEqual([
      { action: 'added', proof: 'email_code' },
      { action: 'edited', proof: 'password' },
    ]);
  });

  it('refuses a second add (409) and an edit before any add (404)', async () => {
    const { token } = await contributor();
    const edit = await call(ctx, 'PUT', '/contributor/edit/bank/details', { ...GERMAN, password: PASSWORD }, { token });
    expect(edit.statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, password: PASSWORD }, { token })).statusCode).toBe(200);
    const again = await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, password: PASSWORD }, { token });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['an IBAN with a wrong check digit', { ...GERMAN, iban: 'DE88370400440532013000' }, 'iban'],
    ['an IBAN of the wrong length', { ...GERMAN, iban: 'DE8937040044053201300' }, 'iban'],
    ['an IBAN of another country', { ...GERMAN, country: 'FR' }, 'iban'],
    ['neither IBAN nor account number', { account_holder_name: 'A', bank_name: 'B', country: 'US' }, 'iban'],
    ['an account number without routing or SWIFT', { ...AMERICAN, routing_number: undefined }, 'routing_number'],
    ['a routing number with a bad check digit', { ...AMERICAN, routing_number: '021000022' }, 'routing_number'],
    ['a malformed SWIFT code', { ...AMERICAN, routing_number: undefined, swift_code: 'CHASE' }, 'swift_code'],
    ['a blank holder', { ...GERMAN, account_holder_name: '   ' }, 'account_holder_name'],
    ['a country that is not two letters', { ...GERMAN, country: '1X' }, 'country'],
  ])('refuses %s with 400 and saves nothing', async (_case, body, field) => {
    const { token, userId } = await contributor();
    const response = await call(ctx, 'POST', '/contributor/add/bank/details', { ...body, password: PASSWORD }, { token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    const row = await ctx.database.db.selectFrom('bank_details').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a wrong e-mail code and keeps nothing', async () => {
    const { token, userId } = await contributor();
    const email = `bank-${counter}@example.com`;
    const code = await codeFor(token, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, email_otp: wrong }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('email_otp');
    expect(
      await ctx.database.db.selectFrom('bank_details').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses buyer tokens and anonymous callers with 401, and never shows another contributor their details', async () => {
    const buyer = await signedUpAndIn(ctx, { email: `bank-buyer-${++counter}@example.com` });
    for (const [method, url] of [
      ['GET', '/contributor/bank/details'],
      ['POST', '/contributor/add/bank/details'],
      ['PUT', '/contributor/edit/bank/details'],
      ['POST', '/contributor/bank/details/send/code'],
      ['POST', '/contributor/bank/details/verify'],
    ] as const) {
      expect((await call(ctx, method, url, { ...GERMAN, password: PASSWORD }, { token: buyer.token })).statusCode).toBe(401);
      expect((await call(ctx, method, url, { ...GERMAN, password: PASSWORD })).statusCode).toBe(401);
    }
    const owner = await contributor();
    await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, password: PASSWORD }, { token: owner.token });
    const other = await contributor();
    const read = await call(ctx, 'GET', '/contributor/bank/details', undefined, { token: other.token });
    expect(read.json().data.bankDetails).toBeNull();
  });

  it('are erased when the contributor deletes their contributor account', async () => {
    const { token, userId } = await contributor();
    await call(ctx, 'POST', '/contributor/add/bank/details', { ...GERMAN, password: PASSWORD }, { token });
    const deleted = await call(ctx, 'PUT', '/contributor/profile/delete', { password: PASSWORD }, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await ctx.database.db.selectFrom('bank_details').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the bank-details notice in the owner’s language', () => {
  it('tells a Japanese contributor in Japanese, and an English one word for word as before', async () => {
    const japanese = await contributor();
    await chooseLocale(ctx, japanese.token, 'ja');
    expect(
      (await call(ctx, 'POST', '/contributor/add/bank/details', { ...AMERICAN, password: PASSWORD }, { token: japanese.token })).statusCode,
    ).toBe(200);
    const mail = await latestMailTo(ctx, `bank-${counter}@example.com`);
    expect(mail.subject).toBe('Lumora: 口座情報が登録されました');
    expect(mail.text).toContain('Lumoraのコントリビューターアカウントに口座情報（Chase、口座 •••• 6789）が登録されました。');

    const english = await contributor();
    expect(
      (await call(ctx, 'POST', '/contributor/add/bank/details', { ...AMERICAN, password: PASSWORD }, { token: english.token })).statusCode,
    ).toBe(200);
    const englishMail = await latestMailTo(ctx, `bank-${counter}@example.com`);
    expect(englishMail.subject).toBe('Lumora: Bank details added');
    expect(englishMail.text).toBe(
      [
        'Bank details (Chase, account •••• 6789) were added to your Lumora contributor account.',
        '',
        'Your earnings are paid to this account.',
        `If this was not you, change your password at once and write to ${ctx.config.site.contactEmail}.`,
      ].join('\n'),
    );
  });
});

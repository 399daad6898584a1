import type { BankCodeSentData, BankDetails, BankDetailsBody, BankDetailsData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { seal, unseal } from '../../crypto/encryption';
import { conflict, HttpError, invalidField, notFound } from '../../http/http-error';
import { readerLocale } from '../../mail/reader-locale';
import { mailCode } from '../auth/account-mail';
import { findAccountById } from '../auth/auth.repo';
import type { Outcome } from '../auth/auth.service';
import { confirmOwnPassword } from '../auth/auth-throttle';
import { consumeCode, issueCode } from '../auth/otp';
import type { SessionUser } from '../auth/sessions';
import {
  type BankDetailsRow,
  type BankDetailsValues,
  findBankDetails,
  insertBankDetails,
  markBankDetailsVerified,
  recordBankDetailsChange,
  replaceBankDetails,
} from './bank-details.repo';
import { mailBankDetailsChanged } from './bank-details-mail';
import { type AccountNumbers, masked, readAccountNumbers } from './bank-numbers';

const sealContext = (userId: number) => `bank-details:${userId}`;

/** Whole sentences per case, so that each language can word them. */
const SAVED_MESSAGES = {
  add: {
    confirmed: 'Your bank details are added and confirmed.',
    unconfirmed: 'Your bank details are added. Confirm them with a code sent to your e-mail before withdrawing.',
  },
  edit: {
    confirmed: 'Your bank details are updated and confirmed.',
    unconfirmed: 'Your bank details are updated. Confirm them with a code sent to your e-mail before withdrawing.',
  },
} as const;

export function presentBankDetails(row: BankDetailsRow): BankDetails {
  return {
    account_holder_name: row.account_holder_name,
    bank_name: row.bank_name,
    country: row.country,
    method: row.method,
    account_masked: `•••• ${row.account_last4}`,
    code_masked: row.code_last4 ? `•••• ${row.code_last4}` : null,
    verified: row.verified_at !== null,
    verified_at: row.verified_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The full numbers, for paying out; never sent to a browser. A withdrawal's snapshot opens the same way. */
export function openBankNumbers(deps: AppDeps, row: Pick<BankDetailsRow, 'user_id' | 'sealed_numbers'>): AccountNumbers {
  return JSON.parse(unseal(deps.config, row.sealed_numbers, sealContext(row.user_id))) as AccountNumbers;
}

async function ownerOf(deps: AppDeps, user: SessionUser) {
  const account = await findAccountById(deps.db, user.id);
  if (!account) throw new HttpError(401, 'Please sign in again.');
  return account;
}

export async function getBankDetails(deps: AppDeps, user: SessionUser): Promise<Outcome<BankDetailsData>> {
  const row = await findBankDetails(deps.db, user.id);
  return { data: { bankDetails: row ? presentBankDetails(row) : null }, message: row ? 'OK' : 'No bank details yet.' };
}

export async function sendBankDetailsCode(deps: AppDeps, user: SessionUser): Promise<Outcome<BankCodeSentData>> {
  const account = await ownerOf(deps, user);
  const issued = await issueCode(deps.db, deps.config, 'bank_details', account.email, account.id, (code) =>
    mailCode(deps.config, 'bank_details', account.email, code, readerLocale(account)),
  );
  return {
    data: { email: account.email, expires_in_seconds: issued.expiresInSeconds },
    message: `We sent a code to ${account.email}.`,
  };
}

function readText(field: string, raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) throw invalidField(field, 'This field is required.');
  return text;
}

function readValues(deps: AppDeps, userId: number, body: BankDetailsBody): Omit<BankDetailsValues, 'verified_at'> {
  const country = body.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw invalidField('country', 'Choose the country of the bank (two letters, e.g. DE).');
  const numbers = readAccountNumbers(body);
  if (numbers.method === 'iban' && !numbers.account.startsWith(country)) {
    throw invalidField('iban', `This IBAN belongs to ${numbers.account.slice(0, 2)}, not ${country}.`);
  }
  const code = numbers.routingNumber ?? numbers.swiftCode;
  return {
    account_holder_name: readText('account_holder_name', body.account_holder_name),
    bank_name: readText('bank_name', body.bank_name),
    country,
    method: numbers.method,
    sealed_numbers: seal(deps.config, JSON.stringify(numbers), sealContext(userId)),
    account_last4: numbers.account.slice(-4),
    code_last4: numbers.method === 'account' && code ? code.slice(-4) : null,
  };
}

/**
 * Proves the change is the owner's: the password, or a code e-mailed to them. Only the e-mail code also proves the
 * owner still reads that inbox, so only it makes the details verified (withdrawals need verified details).
 */
async function proveOwner(deps: AppDeps, user: SessionUser, body: { password?: string; email_otp?: string }, ip: string) {
  const account = await ownerOf(deps, user);
  if (body.email_otp?.trim()) {
    await consumeCode(deps.db, deps.config, ['bank_details'], account.email, body.email_otp, 'email_otp');
    return { account, proof: 'email_code' as const };
  }
  if (body.password) {
    if (!(await confirmOwnPassword(deps, account, body.password, ip))) throw invalidField('password', 'The password is not right.');
    return { account, proof: 'password' as const };
  }
  throw invalidField('password', 'Confirm the change with your password or with the code we e-mail you.');
}

export async function saveBankDetails(
  deps: AppDeps,
  user: SessionUser,
  body: BankDetailsBody,
  mode: 'add' | 'edit',
  ip: string,
): Promise<Outcome<BankDetailsData>> {
  // Validate everything before a code is used up, so that a typo in the IBAN does not cost the code.
  const values = readValues(deps, user.id, body);
  const existing = await findBankDetails(deps.db, user.id);
  if (mode === 'add' && existing) throw conflict('You already have bank details; edit them instead.');
  if (mode === 'edit' && !existing) throw notFound('There are no bank details to edit yet; add them first.');
  const { account, proof } = await proveOwner(deps, user, body, ip);
  const full = { ...values, verified_at: proof === 'email_code' ? new Date() : null };
  await deps.db.transaction().execute(async (trx) => {
    const saved = mode === 'add' ? await insertBankDetails(trx, user.id, full) : await replaceBankDetails(trx, user.id, full);
    if (!saved) throw conflict('Your bank details changed meanwhile; reload and try again.');
    await recordBankDetailsChange(trx, { user_id: user.id, action: mode === 'add' ? 'added' : 'edited', proof, ip });
  });
  const action = mode === 'add' ? 'added' : 'edited';
  await mailBankDetailsChanged(deps.config, { email: account.email, locale: readerLocale(account) }, action, {
    bankName: values.bank_name,
    accountMasked: masked(values.account_last4),
  });
  const row = (await findBankDetails(deps.db, user.id)) as BankDetailsRow;
  return {
    data: { bankDetails: presentBankDetails(row) },
    message: SAVED_MESSAGES[mode][proof === 'email_code' ? 'confirmed' : 'unconfirmed'],
  };
}

/** Confirms saved details with an e-mailed code: what makes them verified after a change made with the password. */
export async function verifyBankDetails(deps: AppDeps, user: SessionUser, emailOtp: string, ip: string): Promise<Outcome<BankDetailsData>> {
  const row = await findBankDetails(deps.db, user.id);
  if (!row) throw notFound('There are no bank details to confirm yet; add them first.');
  const { account } = await proveOwner(deps, user, { email_otp: emailOtp }, ip);
  await deps.db.transaction().execute(async (trx) => {
    await markBankDetailsVerified(trx, user.id);
    await recordBankDetailsChange(trx, { user_id: user.id, action: 'verified', proof: 'email_code', ip });
  });
  await mailBankDetailsChanged(deps.config, { email: account.email, locale: readerLocale(account) }, 'verified', {
    bankName: row.bank_name,
    accountMasked: masked(row.account_last4),
  });
  const updated = (await findBankDetails(deps.db, user.id)) as BankDetailsRow;
  return { data: { bankDetails: presentBankDetails(updated) }, message: 'Your bank details are confirmed.' };
}

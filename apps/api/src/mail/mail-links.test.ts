import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileSummary } from '@stock/contracts';
import { matchPage } from '@stock/contracts/values';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import type { Config } from '../config/config';
import type { RefundRow } from '../modules/billing/refunds.repo';
import { smsOutboxDir } from '../sms/sms';
import { mailOutboxDir } from './mail';
import { decodeQuotedPrintable } from './smtp-sink';

const PUBLIC_URL = 'https://stock.example.com';
const srcDir = path.resolve(import.meta.dirname, '..');

type Template = (config: Config) => Promise<void>;

const file = { media_id: 42, slug: 'misty-ridges', title: 'Misty ridges' } as FileSummary;
const withdrawal = { to: 'ansel@example.com', locale: 'en' as const, amountCents: 12_345, bankName: 'Northbank', accountLast4: '1234' };

/** Every template that sends an e-mail or a text, with sample data, by the name its module exports it under. */
const TEMPLATES: Record<string, Template> = {
  mailCode: async (config) =>
    (await import('../modules/auth/account-mail')).mailCode(config, 'email_verify', 'a@example.com', '123456', 'en'),
  textPhoneCode: async (config) => (await import('../modules/auth/account-mail')).textPhoneCode(config, '+15550100', '123456', 'en'),
  mailSignInFailures: async (config) =>
    (await import('../modules/auth/account-mail')).mailSignInFailures(config, 'a@example.com', 'en', 10),
  mailRegistrationAttempt: async (config) =>
    (await import('../modules/auth/account-mail')).mailRegistrationAttempt(config, 'a@example.com', 'en', {
      role: 'buyer',
      roleAdded: false,
    }),
  mailTeamInvitation: async (config) =>
    (await import('../modules/team/team-mail')).mailTeamInvitation(
      config,
      'b@example.com',
      'Ada',
      'token-123',
      new Date('2030-01-01'),
      'en',
    ),
  mailApproved: async (config) =>
    (await import('../modules/review/review-mail')).mailApproved(
      config,
      { email: 'c@example.com', name: 'Ansel', locale: 'en' },
      { id: 42, title: 'Ridges' },
    ),
  mailRejected: async (config) =>
    (await import('../modules/review/review-mail')).mailRejected(
      config,
      { email: 'c@example.com', name: 'Ansel', locale: 'en' },
      { id: 42, title: 'Ridges' },
      ['focus'],
      'Soft at the edges.',
    ),
  mailBankDetailsChanged: async (config) =>
    (await import('../modules/bank-details/bank-details-mail')).mailBankDetailsChanged(
      config,
      { email: 'c@example.com', locale: 'en' },
      'added',
      {
        bankName: 'Northbank',
        accountMasked: '•••• 1234',
      },
    ),
  mailWithdrawalRequested: async (config) => (await import('../modules/payouts/payout-mail')).mailWithdrawalRequested(config, withdrawal),
  mailWithdrawalPaid: async (config) =>
    (await import('../modules/payouts/payout-mail')).mailWithdrawalPaid(config, { ...withdrawal, reference: 'TR-1' }),
  mailWithdrawalFailed: async (config) =>
    (await import('../modules/payouts/payout-mail')).mailWithdrawalFailed(config, { ...withdrawal, reason: 'Closed account' }),
  mailRefund: async (config) => {
    const refund = { order_id: 7, amount_cents: 3_190, currency: 'USD', reason: 'Bought twice', credit_note_number: 'CN-000001' };
    await (await import('../modules/billing/refund-mail')).mailRefund(
      config,
      { email: 'e@example.com', name: 'Ada', locale: 'en' },
      refund as RefundRow,
      'INV-000001',
    );
  },
  mailResellerApproved: async (config) =>
    (await import('../modules/reseller/reseller-mail')).mailResellerApproved(
      config,
      { email: 'f@example.com', name: 'Rena', locale: 'en' },
      'Harbour & Pine',
    ),
  mailResellerDeclined: async (config) =>
    (await import('../modules/reseller/reseller-mail')).mailResellerDeclined(
      config,
      { email: 'f@example.com', name: 'Rena', locale: 'en' },
      'Harbour & Pine',
      'No website we could check',
    ),
  mailSavedSearchDigest: async (config) => {
    const { mailSavedSearchDigest, searchPageUrl } = await import('../modules/saved-searches/saved-search-mail');
    await mailSavedSearchDigest(config, 'd@example.com', 'en', [
      {
        name: 'Mountains',
        url: searchPageUrl(config, { query: 'misty mountains', type: 'VIDEO', orientation: ['landscape'] }),
        files: [file],
      },
    ]);
  },
};

/** The templates the code has: every mail… or text… function exported by a *-mail.ts module. */
async function templateNames(): Promise<string[]> {
  const modules = (await readdir(srcDir, { recursive: true })).filter((name) => /-mail\.ts$/.test(name));
  const names: string[] = [];
  for (const module of modules) {
    const exports = (await import(path.join(srcDir, module))) as Record<string, unknown>;
    names.push(...Object.keys(exports).filter((name) => /^(mail|text)[A-Z]/.test(name) && typeof exports[name] === 'function'));
  }
  return names.sort();
}

/** What a template sent, as its reader gets it: the raw e-mails and texts in the dev outbox. */
async function sent(config: Config): Promise<string> {
  const read = async (dir: string, extension: string) => {
    const names = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(names.filter((name) => name.endsWith(extension)).map((name) => readFile(path.join(dir, name), 'utf8')));
  };
  return decodeQuotedPrintable([...(await read(mailOutboxDir(config), '.eml')), ...(await read(smsOutboxDir(config), '.txt'))].join('\n'));
}

/** Every address in a message: the HTML part's hrefs and the URLs written out in the text. */
const linksIn = (message: string) => [
  ...[...message.matchAll(/href="([^"]*)"/g)].map(([, href]) => (href as string).replaceAll('&amp;', '&')),
  ...[...message.matchAll(/https?:\/\/[^\s"<>]+/g)].map(([url]) => url.replace(/[.,;:)]+$/, '')),
];

describe('links in e-mails', () => {
  it('has a sample for every template', async () => {
    expect(await templateNames()).toEqual(Object.keys(TEMPLATES).sort());
  });

  it('links only to pages of the web app, by absolute addresses on PUBLIC_URL', async () => {
    const all: string[] = [];
    for (const [name, send] of Object.entries(TEMPLATES)) {
      const config = await testConfig({ PUBLIC_URL });
      await send(config);
      const message = await sent(config);
      expect(message, name).not.toBe('');
      for (const link of linksIn(message)) {
        expect(link.startsWith(`${PUBLIC_URL}/`), `${name}: ${link}`).toBe(true);
        expect(matchPage(new URL(link).pathname), `${name}: ${link}`).toBeDefined();
        all.push(link);
      }
    }
    // The links each mail is there for.
    expect(all).toContain(`${PUBLIC_URL}/contributor/catalogue/42`);
    expect(all).toContain(`${PUBLIC_URL}/file/42`);
    expect(all).toContain(`${PUBLIC_URL}/buyer/team/join?token=token-123`);
    expect(all).toContain(`${PUBLIC_URL}/file/42-misty-ridges`);
    expect(all).toContain(`${PUBLIC_URL}/buyer/saved-searches`);
    expect(all).toContain(`${PUBLIC_URL}/buyer/billing`);
    expect(all).toContain(`${PUBLIC_URL}/buyer/developer`);
    expect(all).toContain(`${PUBLIC_URL}/reseller`);
    expect(all).toContain(`${PUBLIC_URL}/search?q=misty+mountains&type=VIDEO&orientation=landscape`);
  });
});

import { CURRENCY, type Locale } from '@stock/contracts';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { mailMoney } from '../../mail/mail-format';
import { FAILED_WORDS, PAID_WORDS, REQUESTED_WORDS, type WithdrawalWords } from './payout-mail-words';

interface WithdrawalFacts {
  to: string;
  locale: Locale;
  amountCents: number;
  bankName: string;
  accountLast4: string;
}

const wordsOf = (config: Config, facts: WithdrawalFacts): WithdrawalWords => ({
  brand: config.site.brand,
  amount: mailMoney(facts.amountCents, CURRENCY, facts.locale),
  bankName: facts.bankName,
  accountLast4: facts.accountLast4,
});

/** The contributor hears of each step of a withdrawal: asked for, paid, or failed and returned to the balance. */
export async function mailWithdrawalRequested(config: Config, facts: WithdrawalFacts): Promise<void> {
  await sendLocalizedMail(config, facts.to, facts.locale, REQUESTED_WORDS, {
    ...wordsOf(config, facts),
    contact: config.site.contactEmail,
  });
}

export async function mailWithdrawalPaid(config: Config, facts: WithdrawalFacts & { reference: string | null }): Promise<void> {
  await sendLocalizedMail(config, facts.to, facts.locale, PAID_WORDS, { ...wordsOf(config, facts), reference: facts.reference });
}

export async function mailWithdrawalFailed(config: Config, facts: WithdrawalFacts & { reason: string }): Promise<void> {
  await sendLocalizedMail(config, facts.to, facts.locale, FAILED_WORDS, { ...wordsOf(config, facts), reason: facts.reason });
}

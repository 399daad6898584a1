import type { Config } from '../../config/config';
import { sendMail } from '../../mail/mail';
import { formatUsd } from './money-format';

interface WithdrawalFacts {
  to: string;
  amountCents: number;
  bankName: string;
  accountLast4: string;
}

const destination = (facts: WithdrawalFacts) => `${facts.bankName}, account •••• ${facts.accountLast4}`;

/** The contributor hears of each step of a withdrawal: asked for, paid, or failed and returned to the balance. */
export async function mailWithdrawalRequested(config: Config, facts: WithdrawalFacts): Promise<void> {
  await sendMail(config, {
    to: facts.to,
    subject: `${config.site.brand}: withdrawal of ${formatUsd(facts.amountCents)} requested`,
    text: [
      `We received your request to withdraw ${formatUsd(facts.amountCents)} to ${destination(facts)}.`,
      'The amount is set aside from your balance and is usually paid within 5 business days.',
      `If you did not ask for this, write to ${config.site.contactEmail} at once.`,
    ].join('\n'),
  });
}

export async function mailWithdrawalPaid(config: Config, facts: WithdrawalFacts & { reference: string | null }): Promise<void> {
  await sendMail(config, {
    to: facts.to,
    subject: `${config.site.brand}: ${formatUsd(facts.amountCents)} is on its way`,
    text: [
      `We paid your withdrawal of ${formatUsd(facts.amountCents)} to ${destination(facts)}.`,
      facts.reference ? `Transfer reference: ${facts.reference}.` : '',
      'Depending on your bank it may take a few days to show.',
    ]
      .filter(Boolean)
      .join('\n'),
  });
}

export async function mailWithdrawalFailed(config: Config, facts: WithdrawalFacts & { reason: string }): Promise<void> {
  await sendMail(config, {
    to: facts.to,
    subject: `${config.site.brand}: your withdrawal of ${formatUsd(facts.amountCents)} could not be paid`,
    text: [
      `We could not pay your withdrawal of ${formatUsd(facts.amountCents)} to ${destination(facts)}.`,
      `Reason: ${facts.reason}`,
      'The amount is back in your available balance. Check your bank details and withdraw again.',
    ].join('\n'),
  });
}

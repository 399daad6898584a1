import type { Config } from '../../config/config';
import { sendMail } from '../../mail/mail';

const WORDING = {
  added: { subject: 'Bank details added', verb: 'were added to' },
  edited: { subject: 'Bank details changed', verb: 'were changed on' },
  verified: { subject: 'Bank details confirmed', verb: 'were confirmed on' },
} as const;

/** Tells the owner whenever their payout account changes, so that a change they did not make does not go unnoticed. */
export async function mailBankDetailsChanged(
  config: Config,
  to: string,
  action: keyof typeof WORDING,
  details: { bankName: string; accountMasked: string },
): Promise<void> {
  const brand = config.site.brand;
  const { subject, verb } = WORDING[action];
  const text = [
    `Bank details (${details.bankName}, account ${details.accountMasked}) ${verb} your ${brand} contributor account.`,
    '',
    'Your earnings are paid to this account.',
    `If this was not you, change your password at once and write to ${config.site.contactEmail}.`,
  ].join('\n');
  await sendMail(config, { to, subject: `${brand}: ${subject}`, text });
}

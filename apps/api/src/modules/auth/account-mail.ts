import type { Locale } from '@stock/contracts';
import type { Config } from '../../config/config';
import type { CodePurposeValue } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import { line, sendLocalizedMail, sendMailIn } from '../../mail/localized-mail';
import { mailNumber } from '../../mail/mail-format';
import { sendSms } from '../../sms/sms';
import { REGISTRATION_WORDS, SIGN_IN_FAILURES_WORDS } from './account-notice-words';
import { CODE_MAIL_WORDS } from './code-mail-words';
import { CODE_SMS_WORDS } from './code-sms-words';
import { OTP_TTL_SECONDS } from './otp';

export async function mailCode(
  config: Config,
  purpose: Exclude<CodePurposeValue, 'phone_verify'>,
  to: string,
  code: string,
  locale: Locale,
): Promise<void> {
  const words = CODE_MAIL_WORDS[locale];
  const bigCode = { text: code, html: `<strong style="font-size:1.4em;letter-spacing:.1em">${escapeHtml(code)}</strong>` };
  await sendMailIn(config, to, locale, {
    subject: `${words.subject[purpose]}: ${code}`,
    body: [
      line`${words.yourCode(config.site.brand)} ${bigCode}`,
      '',
      line`${words.enterIt(words.why[purpose], OTP_TTL_SECONDS / 60)}`,
      line`${words.ignore}`,
    ],
  });
}

export async function textPhoneCode(config: Config, to: string, code: string, locale: Locale): Promise<void> {
  await sendSms(config, { to, text: CODE_SMS_WORDS[locale](config.site.brand, code, OTP_TTL_SECONDS / 60) });
}

export async function mailSignInFailures(config: Config, to: string, locale: Locale, failures: number): Promise<void> {
  await sendLocalizedMail(config, to, locale, SIGN_IN_FAILURES_WORDS, { brand: config.site.brand, failures: mailNumber(failures, locale) });
}

/**
 * Someone registered with an address that already has an account. The answer on the page is the same as for a new
 * address, so the owner hears what happened here, and nobody else learns that the address has an account.
 */
export async function mailRegistrationAttempt(
  config: Config,
  to: string,
  locale: Locale,
  outcome: { role: 'buyer' | 'contributor'; roleAdded: boolean },
): Promise<void> {
  await sendLocalizedMail(config, to, locale, REGISTRATION_WORDS, { brand: config.site.brand, ...outcome });
}

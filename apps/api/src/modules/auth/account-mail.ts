import type { Locale } from '@stock/contracts';
import type { Config } from '../../config/config';
import type { CodePurposeValue } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import { sendMail } from '../../mail/mail';
import { sendSms } from '../../sms/sms';
import { CODE_MAIL_WORDS } from './code-mail-words';
import { OTP_TTL_SECONDS } from './otp';

export async function mailCode(
  config: Config,
  purpose: Exclude<CodePurposeValue, 'phone_verify'>,
  to: string,
  code: string,
  locale: Locale,
): Promise<void> {
  const words = CODE_MAIL_WORDS[locale];
  const subject = words.subject[purpose];
  const enterIt = words.enterIt(words.why[purpose], OTP_TTL_SECONDS / 60);
  const yourCode = words.yourCode(config.site.brand);
  const text = [`${yourCode} ${code}`, '', enterIt, words.ignore].join('\n');
  const html = `<p lang="${locale}">${escapeHtml(yourCode)} <strong style="font-size:1.4em;letter-spacing:.1em">${code}</strong></p>
<p>${escapeHtml(enterIt)}</p>
<p>${escapeHtml(words.ignore)}</p>`;
  await sendMail(config, { to, subject: `${subject}: ${code}`, text, html });
}

export async function textPhoneCode(config: Config, to: string, code: string): Promise<void> {
  await sendSms(config, { to, text: `Your ${config.site.brand} code is ${code}. It works once and for ${OTP_TTL_SECONDS / 60} minutes.` });
}

/** A plain notice: the lines as text, and as escaped paragraphs. */
async function mailNotice(config: Config, to: string, subject: string, lines: string[]): Promise<void> {
  await sendMail(config, {
    to,
    subject,
    text: lines.join('\n'),
    html: lines
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  });
}

export async function mailSignInFailures(config: Config, to: string, failures: number): Promise<void> {
  const brand = config.site.brand;
  await mailNotice(config, to, `Failed sign-in attempts on your ${brand} account`, [
    `Someone has tried to sign in to your ${brand} account with a wrong password ${failures} times in the last few minutes.`,
    'For your safety, further attempts from other places now have to wait a little. Devices you have signed in on before are not affected.',
    '',
    'If it was you, wait a moment and try again, or reset your password with "Forgot password".',
    'If it was not you, your password held. Choosing a new, unique password is still a good idea.',
  ]);
}

const ROLE_NOUNS = { buyer: 'buyer', contributor: 'contributor' } as const;

/**
 * Someone registered with an address that already has an account. The answer on the page is the same as for a new
 * address, so the owner hears what happened here, and nobody else learns that the address has an account.
 */
export async function mailRegistrationAttempt(
  config: Config,
  to: string,
  outcome: { role: keyof typeof ROLE_NOUNS; roleAdded: boolean },
): Promise<void> {
  const brand = config.site.brand;
  const noun = ROLE_NOUNS[outcome.role];
  if (outcome.roleAdded) {
    await mailNotice(config, to, `Your ${brand} account can now be used as a ${noun}`, [
      `Someone signed up as a ${noun} with this e-mail address and your account's password, so we added the ${noun} role to your ${brand} account.`,
      `If it was you, sign in as a ${noun} with your usual password.`,
      'If it was not you, someone knows your password: reset it with "Forgot password" now.',
    ]);
    return;
  }
  await mailNotice(config, to, `Someone tried to sign up with your e-mail address at ${brand}`, [
    `Someone tried to create a ${noun} account at ${brand} with this e-mail address, which already has an account. We did not create another one.`,
    'If it was you, sign in with your password, or reset it with "Forgot password" on the sign-in page if you do not remember it.',
    'If it was not you, you can ignore this e-mail: nothing has changed.',
  ]);
}

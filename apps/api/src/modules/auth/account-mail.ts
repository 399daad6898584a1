import type { Config } from '../../config/config';
import type { CodePurposeValue } from '../../db/schema';
import { sendMail } from '../../mail/mail';
import { sendSms } from '../../sms/sms';
import { LOCK_MINUTES } from './auth.repo';
import { OTP_TTL_SECONDS } from './otp';

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const CODE_MAILS: Record<Exclude<CodePurposeValue, 'phone_verify'>, { subject: string; why: string }> = {
  email_verify: { subject: 'Verify your e-mail address', why: 'to verify your e-mail address' },
  email_change: { subject: 'Confirm your new e-mail address', why: 'to start using this e-mail address on your account' },
  password_reset: { subject: 'Your password code', why: 'to choose a new password' },
  bank_details: { subject: 'Confirm your bank details', why: 'to confirm the bank account your earnings are paid to' },
};

export async function mailCode(
  config: Config,
  purpose: Exclude<CodePurposeValue, 'phone_verify'>,
  to: string,
  code: string,
): Promise<void> {
  const { subject, why } = CODE_MAILS[purpose];
  const minutes = OTP_TTL_SECONDS / 60;
  const brand = config.site.brand;
  const text = [
    `Your ${brand} code is ${code}`,
    '',
    `Enter it ${why}. It works once and for ${minutes} minutes.`,
    'If you did not ask for it, you can ignore this e-mail: nothing changes without the code.',
  ].join('\n');
  const html = `<p>Your ${escapeHtml(brand)} code is <strong style="font-size:1.4em;letter-spacing:.1em">${code}</strong></p>
<p>Enter it ${escapeHtml(why)}. It works once and for ${minutes} minutes.</p>
<p>If you did not ask for it, you can ignore this e-mail: nothing changes without the code.</p>`;
  await sendMail(config, { to, subject: `${subject}: ${code}`, text, html });
}

export async function textPhoneCode(config: Config, to: string, code: string): Promise<void> {
  await sendSms(config, { to, text: `Your ${config.site.brand} code is ${code}. It works once and for ${OTP_TTL_SECONDS / 60} minutes.` });
}

export async function mailAccountLocked(config: Config, to: string): Promise<void> {
  const brand = config.site.brand;
  const text = [
    `Someone tried to sign in to your ${brand} account with a wrong password many times.`,
    `For your safety the account is locked for ${LOCK_MINUTES} minutes.`,
    '',
    'If it was you, wait and try again, or reset your password with "Forgot password".',
    'If it was not you, your password held. Choosing a new, unique password is still a good idea.',
  ].join('\n');
  await sendMail(config, {
    to,
    subject: `Your ${brand} account is locked for ${LOCK_MINUTES} minutes`,
    text,
    html: text
      .split('\n')
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  });
}

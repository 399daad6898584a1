import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { escapeHtml } from '../../http/escape-html';
import { sendMail } from '../../mail/mail';

type Applicant = { email: string; name: string };

/** Tells an applicant their company is a reseller now, and where to create API keys. */
export async function mailResellerApproved(config: Config, to: Applicant, companyName: string) {
  const link = `${config.publicUrl}${PAGES.developer.build()}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `${companyName} is now a ${config.site.brand} reseller. You can license files for your clients and create API keys in your developer area: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p><strong>${escapeHtml(companyName)}</strong> is now a ${escapeHtml(config.site.brand)} reseller. You can license files for your clients and create API keys in your <a href="${escapeHtml(link)}">developer area</a>.</p>`;
  await sendMail(config, { to: to.email, subject: `Your reseller application for ${companyName} is approved`, text, html });
}

/** Tells an applicant why their application was declined; they may apply again. */
export async function mailResellerDeclined(config: Config, to: Applicant, companyName: string, reason: string) {
  const link = `${config.publicUrl}${PAGES.reseller.build()}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `We could not approve the reseller application for ${companyName}.`,
    `Reason: ${reason}`,
    '',
    `You are welcome to apply again with more details: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>We could not approve the reseller application for <strong>${escapeHtml(companyName)}</strong>.</p>
<p>Reason: ${escapeHtml(reason)}</p>
<p>You are welcome to <a href="${escapeHtml(link)}">apply again</a> with more details.</p>`;
  await sendMail(config, { to: to.email, subject: `Your reseller application for ${companyName}`, text, html });
}

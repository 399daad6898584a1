import { REJECTION_REASON_LABELS, type RejectionReason } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { escapeHtml } from '../../http/escape-html';
import { sendMail } from '../../mail/mail';

export async function mailApproved(config: Config, to: { email: string; name: string }, file: { id: number; title: string }) {
  const link = `${config.publicUrl}${PAGES.file.build({ media_id: file.id })}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `Good news: "${file.title}" passed review and is now on sale on ${config.site.brand}.`,
    `See it as buyers do: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>Good news: <strong>${escapeHtml(file.title)}</strong> passed review and is now on sale on ${escapeHtml(config.site.brand)}.</p>
<p><a href="${escapeHtml(link)}">See it as buyers do</a></p>`;
  await sendMail(config, { to: to.email, subject: `Approved: ${file.title}`, text, html });
}

export async function mailRejected(
  config: Config,
  to: { email: string; name: string },
  file: { id: number; title: string },
  reasons: RejectionReason[],
  note: string,
) {
  const link = `${config.publicUrl}${PAGES.contributorFile.build(file.id)}`;
  const reasonList = reasons.map((reason) => REJECTION_REASON_LABELS[reason]);
  const text = [
    `Hello ${to.name},`,
    '',
    `"${file.title}" was not accepted this time.`,
    `Reasons: ${reasonList.join(', ')}.`,
    ...(note ? ['', `Note from the reviewer: ${note}`] : []),
    '',
    `You can fix it and submit it again: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p><strong>${escapeHtml(file.title)}</strong> was not accepted this time.</p>
<ul>${reasonList.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>
${note ? `<p>Note from the reviewer: ${escapeHtml(note)}</p>` : ''}
<p><a href="${escapeHtml(link)}">Fix it and submit it again</a></p>`;
  await sendMail(config, { to: to.email, subject: `Not accepted: ${file.title}`, text, html });
}

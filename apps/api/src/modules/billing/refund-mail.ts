import { formatMoney, PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { escapeHtml } from '../../http/escape-html';
import { sendMail } from '../../mail/mail';
import type { RefundRow } from './refunds.repo';

/** Tells the buyer what was refunded, why, and where the credit note is. */
export async function mailRefund(config: Config, to: { email: string; name: string }, refund: RefundRow, invoiceNumber: string) {
  const amount = formatMoney(refund.amount_cents, refund.currency);
  const link = `${config.publicUrl}${PAGES.billing.build()}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `We refunded ${amount} of invoice ${invoiceNumber} (order ${refund.order_id}) to the payment method you paid with.`,
    `Reason: ${refund.reason}`,
    `Your credit note ${refund.credit_note_number} is in your billing history: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.name)},</p>
<p>We refunded <strong>${escapeHtml(amount)}</strong> of invoice ${escapeHtml(invoiceNumber)} (order ${refund.order_id}) to the payment method you paid with.</p>
<p>Reason: ${escapeHtml(refund.reason)}</p>
<p>Your credit note ${escapeHtml(refund.credit_note_number)} is in your <a href="${escapeHtml(link)}">billing history</a>.</p>`;
  await sendMail(config, { to: to.email, subject: `Refund of ${amount}: credit note ${refund.credit_note_number}`, text, html });
}

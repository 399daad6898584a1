import { formatMoney } from '@stock/contracts/values';
import type { InvoiceRow } from './invoices.repo';
import { drawAmountRow, drawParties, renderPdf } from './pdf-document';
import type { RefundRow } from './refunds.repo';

const date = (value: Date) => value.toISOString().slice(0, 10);

/** The credit note of a refund as a PDF: its own number, the invoice it corrects, the parties, the reason and the amounts. */
export function creditNotePdf(refund: RefundRow, invoice: InvoiceRow): Promise<Buffer> {
  return renderPdf(`Credit note ${refund.credit_note_number}`, (doc) => {
    const money = (cents: number) => formatMoney(cents, refund.currency);
    doc.font('Helvetica-Bold').fontSize(22).text('Credit note');
    doc.moveDown(0.3).font('Helvetica').fontSize(11);
    doc.text(`Number: ${refund.credit_note_number}`);
    doc.text(`Date: ${date(refund.created_at)}`);
    doc.text(`Credits invoice: ${invoice.number} of ${date(invoice.issued_at)}`);
    doc.text(`Order: ${refund.order_id}`);
    doc.moveDown();
    drawParties(doc, invoice.seller, invoice.buyer, 'Credited to');
    doc.font('Helvetica-Bold').text('Reason', 56);
    doc.font('Helvetica').text(refund.reason, 56, doc.y, { width: 480 });
    doc.moveDown();
    const row = (label: string, amount: string, bold = false) => drawAmountRow(doc, label, amount, bold);
    row('Description', 'Amount', true);
    row(`Refund: ${invoice.description}`, money(refund.amount_cents - refund.tax_cents));
    row(`Tax (${invoice.tax_rate_bp / 100}%)`, money(refund.tax_cents));
    row('Total refunded', money(refund.amount_cents), true);
    doc.moveDown();
    doc.font('Helvetica').fontSize(10).text(`Refunded to the payment method of the invoice. Amounts in ${refund.currency}.`, 56);
  });
}

import { formatMoney } from '@stock/contracts/values';
import type { InvoiceRow } from './invoices.repo';
import { drawAmountRow, drawParties, renderPdf } from './pdf-document';

const date = (value: Date) => value.toISOString().slice(0, 10);

/** The invoice as a PDF: number, date, seller and buyer, one row per line, and the totals. */
export function invoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  return renderPdf(`Invoice ${invoice.number}`, (doc) => {
    const money = (cents: number) => formatMoney(cents, invoice.currency);
    doc.font('Helvetica-Bold').fontSize(22).text('Invoice', { continued: false });
    doc.moveDown(0.3).font('Helvetica').fontSize(11);
    doc.text(`Number: ${invoice.number}`);
    doc.text(`Date: ${date(invoice.issued_at)}`);
    doc.text(`Order: ${invoice.order_id}`);
    doc.moveDown();
    drawParties(doc, invoice.seller, invoice.buyer, 'Billed to');
    const row = (label: string, amount: string, bold = false) => drawAmountRow(doc, label, amount, bold);
    row('Description', 'Amount', true);
    for (const line of invoice.lines) row(line.description, money(line.amount_cents));
    doc.moveDown(0.5);
    row('Subtotal', money(invoice.subtotal_cents));
    if (invoice.discount_cents > 0) row('Discounts and credits', money(-invoice.discount_cents));
    row(`Tax (${invoice.tax_rate_bp / 100}%)`, money(invoice.tax_cents));
    row('Total paid', money(invoice.total_cents), true);
    doc.moveDown();
    doc.font('Helvetica').fontSize(10).text(`Paid with ${invoice.payment_summary}. Amounts in ${invoice.currency}.`, 56);
  });
}

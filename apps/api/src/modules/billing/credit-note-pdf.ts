import type { Locale } from '@stock/contracts';
import { mailDate, mailMoney } from '../../mail/mail-format';
import { BILLING_PDF_WORDS } from './billing-pdf-words';
import { invoiceDescriptionIn } from './invoice-pdf';
import type { InvoiceRow } from './invoices.repo';
import { drawAmountRow, drawParties, renderPdf, write } from './pdf-document';
import { taxRateIn } from './quote-words';
import type { RefundRow } from './refunds.repo';

/**
 * The credit note of a refund as a PDF in the reader's language: its own number, the invoice it corrects, the parties,
 * the reason and the amounts.
 */
export function creditNotePdf(refund: RefundRow, invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const words = BILLING_PDF_WORDS[locale];
  return renderPdf(`${words.creditNote.title} ${refund.credit_note_number}`, locale, (doc) => {
    const money = (cents: number) => mailMoney(cents, refund.currency, locale);
    write(doc, words.creditNote.title, { bold: true, size: 22 });
    doc.moveDown(0.3).fontSize(11);
    write(doc, words.number(refund.credit_note_number));
    write(doc, words.date(mailDate(refund.created_at, locale)));
    write(doc, words.creditNote.credits(invoice.number, mailDate(invoice.issued_at, locale)));
    write(doc, words.order(refund.order_id));
    doc.moveDown();
    drawParties(doc, invoice.seller, invoice.buyer, { seller: words.seller, buyer: words.creditNote.creditedTo });
    write(doc, words.creditNote.reason, { bold: true, x: 56 });
    write(doc, refund.reason, { x: 56, y: doc.y, width: 480 });
    doc.moveDown();
    const row = (label: string, amount: string, bold = false) => drawAmountRow(doc, label, amount, bold);
    row(words.description, words.amount, true);
    row(words.creditNote.refund(invoiceDescriptionIn(invoice, locale)), money(refund.amount_cents - refund.tax_cents));
    row(words.tax(taxRateIn(invoice.tax_rate_bp, locale)), money(refund.tax_cents));
    row(words.creditNote.totalRefunded, money(refund.amount_cents), true);
    doc.moveDown();
    write(doc, words.creditNote.refundedTo(refund.currency), { size: 10, x: 56 });
  });
}

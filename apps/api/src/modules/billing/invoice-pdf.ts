import type { Locale } from '@stock/contracts';
import { mailDate, mailMoney } from '../../mail/mail-format';
import { BILLING_PDF_WORDS } from './billing-pdf-words';
import type { InvoiceRow } from './invoices.repo';
import { drawAmountRow, drawParties, renderPdf, write } from './pdf-document';
import { storedDescriptionIn, storedLineIn, taxRateIn } from './quote-words';

/** The invoice as a PDF in the reader's language: number, date, seller and buyer, one row per line, and the totals. */
export function invoicePdf(invoice: InvoiceRow, locale: Locale): Promise<Buffer> {
  const words = BILLING_PDF_WORDS[locale];
  return renderPdf(`${words.invoice.title} ${invoice.number}`, locale, (doc) => {
    const money = (cents: number) => mailMoney(cents, invoice.currency, locale);
    write(doc, words.invoice.title, { bold: true, size: 22 });
    doc.moveDown(0.3).fontSize(11);
    write(doc, words.number(invoice.number));
    write(doc, words.date(mailDate(invoice.issued_at, locale)));
    write(doc, words.order(invoice.order_id));
    doc.moveDown();
    drawParties(doc, invoice.seller, invoice.buyer, { seller: words.seller, buyer: words.invoice.billedTo });
    const row = (label: string, amount: string, bold = false) => drawAmountRow(doc, label, amount, bold);
    row(words.description, words.amount, true);
    for (const line of invoice.lines) row(storedLineIn(line, locale), money(line.amount_cents));
    doc.moveDown(0.5);
    row(words.invoice.subtotal, money(invoice.subtotal_cents));
    if (invoice.discount_cents > 0) row(words.invoice.discounts, money(-invoice.discount_cents));
    row(words.tax(taxRateIn(invoice.tax_rate_bp, locale)), money(invoice.tax_cents));
    row(words.invoice.totalPaid, money(invoice.total_cents), true);
    doc.moveDown();
    write(doc, words.invoice.paidWith(invoice.payment_summary, invoice.currency), { size: 10, x: 56 });
  });
}

/** What an invoice was for (an order's description, stored in English), in `locale` where the plan tables know it. */
export const invoiceDescriptionIn = (invoice: InvoiceRow, locale: Locale) => storedDescriptionIn(invoice.description, locale);

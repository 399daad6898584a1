import { BILLING_PAGE_LIMIT, type Invoice, type Locale, type Order, PURCHASE_HISTORY_LIMIT } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import { type PageRequest, paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { creditNotePdf } from './credit-note-pdf';
import { invoicePdf } from './invoice-pdf';
import { findInvoice, findInvoiceForUser, type InvoiceRow, listInvoices } from './invoices.repo';
import { presentOrder } from './order-presenter';
import { listOrders } from './orders.repo';
import { resolvePlanHolder } from './plan-holder';
import { storedDescriptionIn } from './quote-words';
import { findRefundForUser, type RefundRow, refundsOfInvoices } from './refunds.repo';

export const INVOICE_PDF_PATH = '/api/buyer/invoice/pdf';

export const CREDIT_NOTE_PDF_PATH = '/api/buyer/credit-note/pdf';

/** An invoice in `locale` (the reader's): its description as on its PDF; an offer's or a credit's line as stored. */
function presentInvoice(invoice: InvoiceRow, refunds: RefundRow[], locale: Locale): Invoice {
  return {
    invoice_id: invoice.id,
    number: invoice.number,
    order_id: invoice.order_id,
    description: storedDescriptionIn(invoice.description, locale),
    subtotal_cents: invoice.subtotal_cents,
    discount_cents: invoice.discount_cents,
    discounts: invoice.lines.filter((line) => line.kind === 'discount' || line.kind === 'credit'),
    tax_cents: invoice.tax_cents,
    total_cents: invoice.total_cents,
    currency: invoice.currency,
    issued_at: invoice.issued_at.toISOString(),
    pdf_url: `${INVOICE_PDF_PATH}?invoice_id=${invoice.id}`,
    credit_notes: refunds
      .filter((refund) => refund.invoice_id === invoice.id)
      .map((refund) => ({
        credit_note_id: refund.id,
        number: refund.credit_note_number,
        amount_cents: refund.amount_cents,
        currency: refund.currency,
        issued_at: refund.created_at.toISOString(),
        pdf_url: `${CREDIT_NOTE_PDF_PATH}?credit_note_id=${refund.id}`,
      })),
  };
}

type Page<T> = { results: T[]; totalCount: number; total_pages: number; page_no: number; limit: number };

export async function billingHistory(
  deps: AppDeps,
  user: SessionUser,
  request: PageRequest,
  locale: Locale,
): Promise<Outcome<Page<Invoice>>> {
  const window = pageWindow(request, BILLING_PAGE_LIMIT);
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const { rows, total } = await listInvoices(deps.db, holderId, window);
  const refunds = await refundsOfInvoices(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    data: paged(
      rows.map((row) => presentInvoice(row, refunds, locale)),
      total,
      window,
    ),
    message: 'OK',
  };
}

export async function purchaseHistory(
  deps: AppDeps,
  user: SessionUser,
  request: PageRequest,
  locale: Locale,
): Promise<Outcome<Page<Order>>> {
  const window = pageWindow(request, PURCHASE_HISTORY_LIMIT);
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const { rows, total } = await listOrders(deps.db, holderId, window);
  return {
    data: paged(
      rows.map((row) => presentOrder(row, locale)),
      total,
      window,
    ),
    message: 'OK',
  };
}

export async function invoicePdfFor(
  deps: AppDeps,
  user: SessionUser,
  invoiceId: number,
  locale: Locale,
): Promise<{ fileName: string; pdf: Buffer }> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const invoice = await findInvoiceForUser(deps.db, holderId, invoiceId);
  if (!invoice) throw notFound('There is no such invoice.');
  return { fileName: `${invoice.number}.pdf`, pdf: await invoicePdf(invoice, locale) };
}

/** A credit note of the signed-in buyer's (or their team's plan holder's), as a PDF; anyone else's answers 404. */
export async function creditNotePdfFor(
  deps: AppDeps,
  user: SessionUser,
  refundId: number,
  locale: Locale,
): Promise<{ fileName: string; pdf: Buffer }> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const refund = await findRefundForUser(deps.db, holderId, refundId);
  if (!refund) throw notFound('There is no such credit note.');
  return {
    fileName: `${refund.credit_note_number}.pdf`,
    pdf: await creditNotePdf(refund, await findInvoice(deps.db, refund.invoice_id), locale),
  };
}

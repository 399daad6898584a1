import { formatMoney } from '@stock/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { AccountPage } from './AccountPage';
import { invoicesQuery } from './billing-queries';
import { formatDay } from './format-day';
import { PagedList, usePageNumber } from './PagedList';
import { PdfButton } from './PdfButton';

function Invoices() {
  const page = usePageNumber();
  const query = useQuery(invoicesQuery(page));
  return (
    <PagedList
      label="Invoices"
      query={query}
      page={page}
      hrefOf={billingPaths.billing}
      itemKey={(invoice) => invoice.invoice_id}
      empty={
        <Link to={billingPaths.pricing()} className="font-semibold text-sky-700 hover:underline">
          Choose a plan
        </Link>
      }
      renderItem={(invoice) => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900">Invoice {invoice.number}</p>
            <p className="text-sm text-slate-600">
              {formatDay(invoice.issued_at)} · {invoice.description}
            </p>
            {invoice.discounts.map((line) => (
              <p key={line.description} className="text-sm text-emerald-700">
                {line.description}: {formatMoney(line.amount_cents, invoice.currency)}
              </p>
            ))}
            {invoice.credit_notes.map((note) => (
              <p key={note.credit_note_id} className="mt-1 flex flex-wrap items-center gap-3 text-sm text-slate-700">
                <span>
                  Credit note {note.number} · {formatDay(note.issued_at)} · refunded {formatMoney(note.amount_cents, note.currency)}
                </span>
                <PdfButton url={note.pdf_url} label="PDF" accessibleName={`Download credit note ${note.number} as PDF`} />
              </p>
            ))}
          </div>
          <div className="flex items-center gap-4">
            <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(invoice.total_cents, invoice.currency)}</span>
            <PdfButton url={invoice.pdf_url} label="PDF" accessibleName={`Download invoice ${invoice.number} as PDF`} />
          </div>
        </div>
      )}
    />
  );
}

export function BillingPage() {
  return (
    <AccountPage title="Billing" intro="Your invoices and the credit notes of any refunds, each with a PDF for your records.">
      <Invoices />
    </AccountPage>
  );
}

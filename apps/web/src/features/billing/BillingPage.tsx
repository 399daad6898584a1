import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { formatMoney } from '../../components/format/format-money';
import { AccountPage } from './AccountPage';
import { invoicesQuery } from './billing-queries';
import { formatDay } from './format-day';
import { PagedList, usePageNumber } from './PagedList';
import { PdfButton } from './PdfButton';

function Invoices() {
  const { t } = useTranslation('billing');
  const page = usePageNumber();
  const query = useQuery(invoicesQuery(page));
  return (
    <PagedList
      label={t('invoices.label')}
      texts={{ loading: t('invoices.loading'), error: t('invoices.loadError'), empty: t('invoices.empty') }}
      query={query}
      page={page}
      hrefOf={billingPaths.billing}
      itemKey={(invoice) => invoice.invoice_id}
      empty={
        <Link to={billingPaths.pricing()} className="font-semibold text-sky-700 hover:underline">
          {t('choosePlan')}
        </Link>
      }
      renderItem={(invoice) => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-semibold text-slate-900">{t('invoices.invoice', { number: invoice.number })}</p>
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
                  {t('invoices.creditNote', {
                    number: note.number,
                    date: formatDay(note.issued_at),
                    amount: formatMoney(note.amount_cents, note.currency),
                  })}
                </span>
                <PdfButton url={note.pdf_url} label={t('pdf')} accessibleName={t('invoices.creditNotePdf', { number: note.number })} />
              </p>
            ))}
          </div>
          <div className="flex items-center gap-4">
            <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(invoice.total_cents, invoice.currency)}</span>
            <PdfButton url={invoice.pdf_url} label={t('pdf')} accessibleName={t('invoices.invoicePdf', { number: invoice.number })} />
          </div>
        </div>
      )}
    />
  );
}

export function BillingPage() {
  const { t } = useTranslation('billing');
  return (
    <AccountPage title={t('invoices.title')} intro={t('invoices.intro')}>
      <Invoices />
    </AccountPage>
  );
}

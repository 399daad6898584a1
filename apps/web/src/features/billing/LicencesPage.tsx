import type { Licence } from '@stock/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { billingPaths, paths } from '../../app-paths';
import { formatMoney } from '../../components/format/format-money';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { attemptKey } from '../checkout/attempt-key';
import { LicenceOrderPayment } from '../licensing/LicenceOrderPayment';
import { LicenceReferencesForm } from '../licensing/LicenceReferencesForm';
import { downloadLicencesCsv, licenceTiersQuery, startLicenceUpgrade } from '../licensing/licensing-api';
import { AccountPage } from './AccountPage';
import { licencesQuery } from './billing-queries';
import { formatDay } from './format-day';
import { PagedList, usePageNumber } from './PagedList';
import { PdfButton } from './PdfButton';

const smallButton =
  'inline-flex items-center rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60';

function References({ licence }: { licence: Licence }) {
  const { t } = useTranslation('billing');
  const parts = [
    licence.client_name && t('licences.client', { name: licence.client_name }),
    licence.project && t('licences.project', { name: licence.project }),
    licence.po_number && t('licences.po', { number: licence.po_number }),
  ].filter(Boolean);
  if (parts.length === 0) return <p className="text-sm text-slate-500">{t('licences.noReferences')}</p>;
  return <p className="text-sm text-slate-800">{parts.join(' · ')}</p>;
}

type Upgrade = { started: Awaited<ReturnType<typeof startLicenceUpgrade>>; attempt: { finish: () => void } };

function LicenceItem({ licence }: { licence: Licence }) {
  const { t } = useTranslation('billing');
  const [editing, setEditing] = useState(false);
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);
  const enhanced = useQuery(licenceTiersQuery()).data?.tiers.find((tier) => tier.tier === 'enhanced');
  const upgradePrice = enhanced?.upgrade_price_cents?.[licence.type];
  const start = useMutation({
    mutationFn: async (): Promise<Upgrade> => {
      const attempt = attemptKey(`licence-upgrade:${licence.licence_id}`);
      return { started: await startLicenceUpgrade({ licence_id: licence.licence_id, idempotency_key: attempt.get() }), attempt };
    },
    onSuccess: setUpgrade,
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <div>
      <div className="flex flex-wrap items-center gap-4">
        {licence.thumbnail_url ? (
          <img
            src={licence.thumbnail_url}
            alt=""
            width={96}
            height={64}
            className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-16 w-24 shrink-0 rounded-lg bg-slate-100" />
        )}
        <div className="min-w-0 flex-1">
          <Link to={paths.fileById(licence.media_id)} className="font-semibold text-slate-900 hover:underline">
            {licence.title}
          </Link>{' '}
          <span
            className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${licence.tier === 'enhanced' ? 'bg-violet-100 text-violet-900' : 'bg-slate-100 text-slate-800'}`}
          >
            {licence.tier_name}
          </span>
          {licence.revoked_at && (
            <span className="ml-1 inline-block rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
              {t('licences.revoked', { date: formatDay(licence.revoked_at) })}
            </span>
          )}
          <p className="text-sm text-slate-600">
            {t('licences.details', {
              format: licence.format_label,
              width: licence.width,
              height: licence.height,
              date: formatDay(licence.licensed_at),
              by: licence.downloaded_by,
              plan: licence.plan_name,
              number: licence.licence_number,
            })}
          </p>
          <References licence={licence} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
            {editing ? t('licences.close') : t('licences.references')}
          </button>
          {licence.tier === 'standard' && !licence.revoked_at && (
            <button
              type="button"
              className={smallButton}
              disabled={start.isPending}
              onClick={() => start.mutate()}
              aria-label={t('licences.upgradeLabel', { number: licence.licence_number })}
            >
              {upgradePrice === undefined ? t('licences.upgrade') : t('licences.upgradeAt', { price: formatMoney(upgradePrice) })}
            </button>
          )}
          <PdfButton
            url={licence.certificate_url}
            label={t('licences.certificate')}
            accessibleName={t('licences.certificateLabel', { title: licence.title })}
          />
        </div>
      </div>
      {editing && <LicenceReferencesForm licence={licence} onDone={() => setEditing(false)} />}
      {upgrade && (
        <LicenceOrderPayment
          started={upgrade.started}
          attempt={upgrade.attempt}
          onCancel={() => setUpgrade(null)}
          onPaid={() => {
            setUpgrade(null);
            toast.success(t('licences.upgraded', { number: licence.licence_number }));
          }}
        />
      )}
    </div>
  );
}

function ReferenceFilter({ reference, onChange }: { reference: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('billing');
  const [text, setText] = useState(reference);
  const [exporting, setExporting] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim());
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLicencesCsv(reference);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <search className="flex min-w-0 flex-1">
        <form onSubmit={submit} aria-label={t('licences.filterLabel')} className="flex min-w-0 flex-1 items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-medium text-slate-800">
            {t('licences.filterField')}
            <input
              type="search"
              value={text}
              maxLength={120}
              onChange={(event) => setText(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
          </label>
          <button type="submit" className={smallButton}>
            {t('licences.filter')}
          </button>
        </form>
      </search>
      <button type="button" className={smallButton} disabled={exporting} onClick={() => void exportCsv()}>
        {exporting ? t('licences.exporting') : t('licences.export')}
      </button>
    </div>
  );
}

function Licences() {
  const { t } = useTranslation('billing');
  const page = usePageNumber();
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const query = useQuery(licencesQuery(page, reference));
  const hrefOf = (pageNo: number) => {
    const href = billingPaths.licences(pageNo);
    if (!reference) return href;
    return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ reference })}`;
  };
  return (
    <>
      <ReferenceFilter reference={reference} onChange={(value) => setParams(value ? { reference: value } : {})} />
      <PagedList
        label={t('licences.label')}
        texts={{ loading: t('licences.loading'), error: t('licences.loadError'), empty: t('licences.empty') }}
        query={query}
        page={page}
        hrefOf={hrefOf}
        itemKey={(licence) => licence.licence_id}
        empty={
          <Link to={paths.search('')} className="font-semibold text-sky-700 hover:underline">
            {t('licences.find')}
          </Link>
        }
        renderItem={(licence) => <LicenceItem licence={licence} />}
      />
    </>
  );
}

export function LicencesPage() {
  const { t } = useTranslation('billing');
  return (
    <AccountPage title={t('licences.title')} intro={t('licences.intro')}>
      <Licences />
    </AccountPage>
  );
}

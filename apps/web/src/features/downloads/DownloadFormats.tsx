import type { CheckoutData, LicenceTierName, MediaFormat } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths, billingPaths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { formatMoney } from '../../components/format/format-money';
import { formatFileSize } from '../../components/format/format-size';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { subscriptionQuery } from '../billing/billing-queries';
import { attemptKey } from '../checkout/attempt-key';
import { LicenceTierPicker } from '../licensing/LicenceTierPicker';
import { licenceTiersQuery, startFileCheckout } from '../licensing/licensing-api';
import { licensedFilesQuery, needsPlan, prepareDownload, recordDownload, requestDownload, saveFromUrl } from './download-queries';

type MediaType = 'IMAGE' | 'VIDEO';

/**
 * The payment step, with the card form, is needed only once a buyer buys: it loads then (starting with the order, so
 * it is there when the order is), not with the file page.
 */
const loadPayment = () => import('../licensing/LicenceOrderPayment');
const LicenceOrderPayment = lazy(async () => ({ default: (await loadPayment()).LicenceOrderPayment }));

const buttonClass =
  'inline-flex shrink-0 items-center rounded-full px-3.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60';

/**
 * The licence panel: the tier to license at, what each allows and costs, then the sizes, each with its Download (or
 * Buy) button; what the button does depends on who is looking and on the tier.
 */
export function DownloadFormats({
  mediaId,
  title,
  type,
  formats,
}: {
  mediaId: number;
  title: string;
  type: MediaType;
  formats: readonly MediaFormat[];
}) {
  const { t } = useTranslation('downloads');
  const signedIn = Boolean(useSessionUser('buyer'));
  const [tier, setTier] = useState<LicenceTierName>('standard');
  if (formats.length === 0) return null;
  return (
    <section aria-labelledby="formats-heading" className="rounded-xl border border-slate-200">
      <h2 id="formats-heading" className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <LicenceTierPicker type={type} tier={tier} onChange={setTier} />
      {signedIn ? (
        <BuyerFormats mediaId={mediaId} title={title} type={type} tier={tier} formats={formats} />
      ) : (
        <SignedOutFormats formats={formats} />
      )}
    </section>
  );
}

function FormatRow({ format, action }: { format: MediaFormat; action: React.ReactNode }) {
  const { t } = useTranslation('downloads');
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{format.label}</span>
        <span className="block text-slate-600 tabular-nums">
          <span className="whitespace-nowrap">
            {t('dimensions', { width: formatCount(format.width), height: formatCount(format.height) })}
          </span>{' '}
          · <span className="whitespace-nowrap">{formatFileSize(format.bytes)}</span>
        </span>
      </span>
      {action}
    </li>
  );
}

/** Signed out: each Download goes to sign-in, which brings the buyer back to this file. */
function SignedOutFormats({ formats }: { formats: readonly MediaFormat[] }) {
  const { t } = useTranslation('downloads');
  const { pathname, search } = useLocation();
  return (
    <ul className="divide-y divide-slate-100">
      {formats.map((format) => (
        <FormatRow
          key={format.media_format_id}
          format={format}
          action={
            <Link
              to={accountPaths.login('buyer', `${pathname}${search}`)}
              aria-label={t('signInToDownload', { format: format.label })}
              className={`${buttonClass} bg-slate-900 text-white hover:bg-slate-700`}
            >
              {t('download')}
            </Link>
          }
        />
      ))}
    </ul>
  );
}

interface Purchase {
  format: MediaFormat;
  started: CheckoutData;
  attempt: { finish: () => void };
}

function BuyerFormats({
  mediaId,
  title,
  type,
  tier,
  formats,
}: {
  mediaId: number;
  title: string;
  type: MediaType;
  tier: LicenceTierName;
  formats: readonly MediaFormat[];
}) {
  const { t } = useTranslation('downloads');
  const queryClient = useQueryClient();
  const tiers = useQuery(licenceTiersQuery()).data?.tiers;
  const tierPrice = tiers?.find((candidate) => candidate.tier === tier)?.price_cents[type];
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const buy = useMutation({
    mutationFn: async (format: MediaFormat): Promise<Purchase> => {
      const attempt = attemptKey(`licence-file:${format.media_format_id}:${tier}`);
      const [started] = await Promise.all([
        startFileCheckout({ media_format_id: format.media_format_id, tier, idempotency_key: attempt.get() }),
        loadPayment(),
      ]);
      return { format, started, attempt };
    },
    onSuccess: setPurchase,
    onError: (error) => toast.error(messageOf(error)),
  });
  const status = useQuery(subscriptionQuery());
  const licensed = useQuery(licensedFilesQuery()).data?.has(mediaId) ?? false;
  const [planRefusal, setPlanRefusal] = useState<string | null>(null);
  // How far the size being downloaded is prepared, in percent; null until the server reports it is preparing.
  const [preparing, setPreparing] = useState<number | null>(null);
  const download = useMutation({
    mutationFn: async (format: MediaFormat) => {
      setPreparing(null);
      const grant = await requestDownload(format.media_format_id);
      // The licence is recorded as soon as it is granted, whether or not the file is ready yet.
      recordDownload(queryClient, mediaId, grant);
      return { grant, link: await prepareDownload(format.media_format_id, grant, setPreparing) };
    },
    onSettled: () => setPreparing(null),
    onSuccess: ({ grant, link }, format) => {
      saveFromUrl(link.url, link.file_name);
      toast.success(
        grant.redownload
          ? t('downloadedAgain', { format: format.label })
          : t('downloaded', { format: format.label, count: grant.downloads_left }),
      );
    },
    onError: (error) => {
      // The spec: a failed download shows the error's message.
      toast.error(messageOf(error));
      if (needsPlan(error)) setPlanRefusal(messageOf(error));
    },
  });
  const noEntitlement = !licensed && (planRefusal !== null || status.data?.can_download === false);
  // A plan or pack licenses Standard; Enhanced, or Standard without downloads left, is bought for this file alone.
  const buying = !licensed && (tier === 'enhanced' || noEntitlement);
  return (
    <>
      {noEntitlement && tier === 'standard' && (
        <div role="note" className="border-b border-slate-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {planRefusal ?? (status.data?.subscription || status.data?.packs.length ? t('usedUp') : t('buyOrChoosePlan'))}{' '}
          <Link to={billingPaths.pricing()} className="font-semibold text-sky-800 underline underline-offset-2">
            {t('seePlans')}
          </Link>
        </div>
      )}
      {licensed && (
        <p className="border-b border-slate-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
          {t('licensed')}{' '}
          {tier === 'enhanced' && (
            <Link to={billingPaths.licences()} className="font-semibold underline underline-offset-2">
              {t('upgradeFromLicences')}
            </Link>
          )}
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {formats.map((format) => {
          const busy = download.isPending && download.variables?.media_format_id === format.media_format_id;
          const label = licensed ? t('downloadAgain') : t('download');
          return (
            <FormatRow
              key={format.media_format_id}
              format={format}
              action={
                buying ? (
                  <button
                    type="button"
                    disabled={buy.isPending || tierPrice === undefined}
                    aria-busy={(buy.isPending && buy.variables?.media_format_id === format.media_format_id) || undefined}
                    aria-label={t('buyLabel', { format: format.label, title, tier })}
                    onClick={() => buy.mutate(format)}
                    className={`${buttonClass} bg-sky-700 text-white hover:bg-sky-800`}
                  >
                    {tierPrice === undefined ? t('buy') : t('buyAt', { price: formatMoney(tierPrice) })}
                  </button>
                ) : (
                  <button
                    type="button"
                    disabled={download.isPending}
                    aria-busy={busy || undefined}
                    aria-label={t('actionLabel', { action: label, format: format.label, title })}
                    onClick={() => download.mutate(format)}
                    className={`${buttonClass} ${licensed ? 'border border-emerald-600 text-emerald-800 hover:bg-emerald-50' : 'bg-slate-900 text-white hover:bg-slate-700'}`}
                  >
                    {busy ? (preparing === null ? t('preparing') : t('preparingPercent', { percent: preparing })) : label}
                  </button>
                )
              }
            />
          );
        })}
      </ul>
      {download.isPending && preparing !== null && (
        <div role="status" className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <p>{t('preparingFile', { percent: preparing })}</p>
          <progress className="mt-1.5 h-1.5 w-full accent-sky-700" max={100} value={preparing} aria-label={t('preparingFileLabel')} />
        </div>
      )}
      {purchase && (
        <Suspense fallback={null}>
          <LicenceOrderPayment
            started={purchase.started}
            attempt={purchase.attempt}
            onCancel={() => setPurchase(null)}
            onPaid={() => {
              setPurchase(null);
              toast.success(t('bought'));
              download.mutate(purchase.format);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

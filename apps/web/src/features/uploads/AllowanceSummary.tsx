import type { UploadLimits } from '@stock/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { formatLimitSize } from '../files/format-file-size';

/** "JPEG, PNG or WebP": the choices, the last one after the language's "or". */
const list = (items: string[], t: TFunction<'uploads'>) =>
  items.length > 1 ? t('allowance.choices', { first: items.slice(0, -1).join(', '), last: items.at(-1) }) : (items[0] ?? '');

/** What files are taken, and how much of today's allowance and of the storage quota is left. */
export function AllowanceSummary({ limits }: { limits: UploadLimits }) {
  const { t } = useTranslation('uploads');
  const { image, video } = limits;
  return (
    <div className="grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-semibold text-slate-900">{t('allowance.whatWeTake')}</p>
        <p className="mt-1">
          {t('allowance.images', {
            formats: list(image.formats, t),
            min: image.min_megapixels,
            max: image.max_megapixels,
            size: formatLimitSize(image.max_bytes),
          })}
        </p>
        <p className="mt-1">
          {t('allowance.videos', {
            containers: list(video.containers, t),
            codecs: list(video.codecs, t),
            min: video.min_seconds,
            max: video.max_seconds,
            width: video.min_width,
            height: video.min_height,
            size: formatLimitSize(video.max_bytes),
          })}
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-semibold text-slate-900">{t('allowance.yours')}</p>
        <p className="mt-1">
          {t('allowance.uploadsToday', { used: formatCount(limits.uploads_today), limit: formatCount(limits.daily_upload_limit) })}
        </p>
        <p className="mt-1">
          {t('allowance.storage', { used: formatLimitSize(limits.storage_used_bytes), quota: formatLimitSize(limits.storage_quota_bytes) })}
        </p>
      </div>
    </div>
  );
}

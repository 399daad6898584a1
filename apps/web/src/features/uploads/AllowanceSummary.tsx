import type { UploadLimits } from '@stock/contracts';
import { formatCount } from '../../components/format/format-count';
import { formatLimitSize } from '../files/format-file-size';

const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? ''));

/** What files are taken, and how much of today's allowance and of the storage quota is left. */
export function AllowanceSummary({ limits }: { limits: UploadLimits }) {
  const { image, video } = limits;
  return (
    <div className="grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-semibold text-slate-900">What we take</p>
        <p className="mt-1">
          Images: {list(image.formats)}, {image.min_megapixels} to {image.max_megapixels} megapixels, up to{' '}
          {formatLimitSize(image.max_bytes)}.
        </p>
        <p className="mt-1">
          Videos: {list(video.containers)} ({list(video.codecs)}), {video.min_seconds} to {video.max_seconds} seconds, at least{' '}
          {video.min_width} × {video.min_height}, up to {formatLimitSize(video.max_bytes)}.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p className="font-semibold text-slate-900">Your allowance</p>
        <p className="mt-1">
          {formatCount(limits.uploads_today)} of {formatCount(limits.daily_upload_limit)} uploads used today.
        </p>
        <p className="mt-1">
          {formatLimitSize(limits.storage_used_bytes)} of {formatLimitSize(limits.storage_quota_bytes)} storage used.
        </p>
      </div>
    </div>
  );
}

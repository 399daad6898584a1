import type { MediaFormat } from '@stock/contracts';
import { formatFileSize } from './format-file-size';

/** The sizes a licence covers, so the buyer knows what they will get before downloading. */
export function FormatList({ formats }: { formats: readonly MediaFormat[] }) {
  if (formats.length === 0) return null;
  return (
    <section aria-labelledby="formats-heading" className="rounded-xl border border-slate-200">
      <h2 id="formats-heading" className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
        Available sizes
      </h2>
      <ul className="divide-y divide-slate-100">
        {formats.map((format) => (
          <li key={format.media_format_id} className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm">
            <span className="font-medium text-slate-900">{format.label}</span>
            <span className="text-slate-600 tabular-nums">
              {format.width.toLocaleString('en-US')} × {format.height.toLocaleString('en-US')} px · {formatFileSize(format.bytes)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

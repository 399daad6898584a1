import type { ContributorFile } from '@stock/contracts';
import { formatDuration } from '../../components/media/format-duration';
import { formatFileSize } from '../files/format-file-size';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The original's technical facts, as read from it on upload (camera and date from its EXIF, never shown to buyers). */
export function FileFacts({ file }: { file: ContributorFile }) {
  const facts: [string, string][] = [
    ['File', file.original_filename],
    ['Size', formatFileSize(file.bytes)],
  ];
  if (file.width > 0)
    facts.push([
      'Dimensions',
      `${file.width} × ${file.height}${file.type === 'IMAGE' ? ` (${((file.width * file.height) / 1e6).toFixed(1)} MP)` : ''}`,
    ]);
  if (file.duration_ms !== null) facts.push(['Duration', formatDuration(file.duration_ms)]);
  if (file.fps !== null) facts.push(['Frame rate', `${Math.round(file.fps * 100) / 100} fps`]);
  if (file.exif.camera) facts.push(['Camera', file.exif.camera]);
  if (file.exif.taken_at) facts.push(['Taken', dateFormat.format(new Date(file.exif.taken_at))]);
  facts.push(['Uploaded', dateFormat.format(new Date(file.created_at))]);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="truncate text-slate-900" title={value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

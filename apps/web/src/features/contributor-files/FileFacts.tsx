import type { ContributorFile } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { formatDuration } from '../../components/media/format-duration';
import { formatFileSize } from '../files/format-file-size';

/** The original's technical facts, as read from it on upload (camera and date from its EXIF, never shown to buyers). */
export function FileFacts({ file }: { file: ContributorFile }) {
  const { t } = useTranslation('contributor-files');
  const { width, height } = file;
  const facts: [string, string][] = [
    [t('facts.file'), file.original_filename],
    [t('facts.size'), formatFileSize(file.bytes)],
  ];
  if (width > 0)
    facts.push([
      t('facts.dimensions'),
      file.type === 'IMAGE'
        ? t('facts.megapixels', { width, height, megapixels: (width * height) / 1e6 })
        : t('facts.pixels', { width, height }),
    ]);
  if (file.duration_ms !== null) facts.push([t('facts.duration'), formatDuration(file.duration_ms)]);
  if (file.fps !== null) facts.push([t('facts.frameRate'), t('facts.fps', { fps: Math.round(file.fps * 100) / 100 })]);
  if (file.exif.camera) facts.push([t('facts.camera'), file.exif.camera]);
  if (file.exif.taken_at) facts.push([t('facts.taken'), formatDate(file.exif.taken_at)]);
  facts.push([t('facts.uploaded'), formatDate(file.created_at)]);
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

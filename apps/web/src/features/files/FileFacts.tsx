import type { FileDetail } from '@stock/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { formatDuration } from '../../components/media/format-duration';

/** The technical facts a buyer checks before licensing: size, megapixels, and for videos length and frame rate. */
export function FileFacts({ file }: { file: FileDetail }) {
  const { t } = useTranslation('files');
  const categoryHref = file.category_slug ? paths.category({ slug: file.category_slug, type: file.type }) : null;
  const facts: { term: string; detail: ReactNode }[] = [
    { term: t('facts.type'), detail: t('facts.kind', { kind: file.type }) },
    { term: t('facts.size'), detail: t('facts.dimensions', { width: file.width, height: file.height }) },
    { term: t('facts.megapixels'), detail: t('facts.megapixelValue', { megapixels: file.megapixels }) },
  ];
  if (file.type === 'VIDEO') {
    if (file.duration_ms !== null) facts.push({ term: t('facts.duration'), detail: formatDuration(file.duration_ms) });
    if (file.fps !== null) facts.push({ term: t('facts.frameRate'), detail: t('facts.fps', { fps: Number(file.fps.toFixed(2)) }) });
  }
  if (file.category) {
    facts.push({
      term: t('facts.category'),
      detail: categoryHref ? (
        <Link to={categoryHref} className="text-sky-700 underline-offset-2 hover:underline">
          {file.category}
        </Link>
      ) : (
        file.category
      ),
    });
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="text-slate-500">{fact.term}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

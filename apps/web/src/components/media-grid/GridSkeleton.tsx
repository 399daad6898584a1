import { useTranslation } from 'react-i18next';

/** Fixed widths (as shares of a row) so the skeleton looks like a grid of mixed photos, the same on every render. */
const ROW_PATTERNS = [
  [3, 2, 3, 4],
  [2, 3, 3, 2, 3],
  [4, 3, 2, 3],
  [3, 3, 2, 4],
];

/**
 * Grey tiles in rows of about the grid's own height (the breakpoints follow targetRowHeightFor), so the page keeps its
 * shape while results load.
 */
export function GridSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('gridSkeleton.loading')} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical placeholders with no identity of their own
        <div key={row} className="flex h-[150px] gap-2 sm:h-[200px] lg:h-[240px]">
          {(ROW_PATTERNS[row % ROW_PATTERNS.length] ?? []).map((share, tile) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <div key={tile} className="h-full animate-pulse rounded-md bg-slate-200" style={{ flexGrow: share, flexBasis: 0 }} />
          ))}
        </div>
      ))}
    </div>
  );
}

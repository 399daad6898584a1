import type { FileSummary } from '@stock/contracts';
import { type ReactNode, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { SaveButton } from '../../features/buyer-collections/SaveButton';
import { useSavedAmong } from '../../features/buyer-collections/SavedStateButtons';
import { useNearViewport } from '../layout/use-near-viewport';
import { FileTile } from './FileTile';
import { FALLBACK_WIDTH, GRID_GAP, targetRowHeightFor } from './grid-metrics';
import { justifiedLayout } from './justified-layout';
import { useElementWidth } from './use-element-width';

interface JustifiedGridProps {
  files: readonly FileSummary[];
  label: string;
  /** Show only this many full rows (home page shelves); the rest would be a ragged last row. */
  maxRows?: number;
  /** The grid at the top of a page holds the LCP image; grids further down load everything lazily. */
  aboveTheFold?: boolean;
  /** What sits over each tile's corner; by default the heart that saves the file to a collection. */
  tileAction?: (file: FileSummary) => ReactNode;
}

/** The saved-state request takes at most this many ids; a longer grid asks about its first ones. */
const MAX_SAVED_LOOKUP = 100;

/**
 * The viewport's height, read when the module loads and on every resize. Read during a render instead, it forced a
 * layout of the whole page each time a grid received its files (tens of milliseconds on a phone, in a long task).
 */
let viewportHeight = typeof window === 'undefined' ? 1000 : window.innerHeight;
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    viewportHeight = window.innerHeight;
  });
}

/**
 * How many rows to build at once: those within two screen heights, a screenful more than the grid can show from
 * wherever it starts above the fold. The rest are built right after as a transition, which the browser can interrupt:
 * on a phone, building all 48 tiles of a search page in one go blocks the main thread for hundreds of milliseconds.
 * Everything that moves when they arrive is below the fold.
 */
function firstScreenRows(rows: readonly { height: number }[]): number {
  const budget = 2 * viewportHeight;
  let height = 0;
  let count = 0;
  while (count < rows.length && height < budget) {
    height += (rows[count]?.height ?? 0) + GRID_GAP;
    count += 1;
  }
  return count;
}

export function JustifiedGrid({ files, label, maxRows, aboveTheFold = false, tileAction }: JustifiedGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const measured = useElementWidth(ref);
  // The first measurement comes from a layout effect, whose update React renders at once, in the task that commits
  // the grid: its tiles (16 on a shelf, up to 48 on a search page) were one long task of 100 to 250 ms on a simulated
  // phone. The list takes its rows' height at once and builds the tiles in a deferred render, in slices of a few
  // milliseconds; a later width (a resize) keeps the tiles at the old one until the new ones are built.
  const builtWidth = useDeferredValue(measured);
  const firstMeasure = builtWidth === 0 && measured > 0;
  // Until the list is measured it renders no tiles, so no image starts loading at a guessed size; where nothing can be
  // measured at all (no ResizeObserver: jsdom), it lays out for a common width instead.
  const width = (firstMeasure ? measured : builtWidth) || (typeof ResizeObserver === 'undefined' ? FALLBACK_WIDTH : 0);
  const rows = useMemo(() => {
    const all = justifiedLayout(files, { containerWidth: width, targetRowHeight: targetRowHeightFor(width), gap: GRID_GAP });
    if (maxRows === undefined || all.length <= maxRows) return all;
    // A shelf shows only full rows; the unstretched last row would look unfinished there.
    return all.slice(0, maxRows);
  }, [files, width, maxRows]);
  // A grid lower down builds no tile until it is a screen away; its rows' height holds its place meanwhile, so the
  // tiles are there before the reader arrives and nothing moves when they come.
  const [near, nearRef] = useNearViewport(!aboveTheFold, '100% 0px');
  const listRef = useCallback(
    (list: HTMLUListElement | null) => {
      ref.current = list;
      nearRef(list);
    },
    [nearRef],
  );
  const [allRows, setAllRows] = useState(false);
  const building = near && !firstMeasure;
  const firstRows = building ? firstScreenRows(rows) : 0;
  const holdsBack = building && !allRows && firstRows < rows.length;
  useEffect(() => {
    if (holdsBack) startTransition(() => setAllRows(true));
  }, [holdsBack]);
  const shownRows = !building ? [] : holdsBack ? rows.slice(0, firstRows) : rows;
  const placeHeight = building ? undefined : rows.reduce((height, row) => height + row.height, GRID_GAP * Math.max(0, rows.length - 1));
  // A grid with actions of its own shows no hearts, so it asks nothing.
  const showsHearts = tileAction === undefined;
  const gridIds = useMemo(() => (showsHearts ? files.slice(0, MAX_SAVED_LOOKUP).map((file) => file.media_id) : []), [files, showsHearts]);
  const saved = useSavedAmong(gridIds);

  // Each row's widths add up to exactly the measured width, so wrapping the flex list breaks lines where the layout did.
  return (
    <ul ref={listRef} aria-label={label} className="flex flex-wrap" style={{ gap: GRID_GAP, height: placeHeight }}>
      {shownRows.flatMap((row, rowIndex) =>
        row.tiles.map((tile) => {
          const file = files[tile.index] as FileSummary;
          return (
            <li key={file.media_id} className="group/tile relative shrink-0">
              <FileTile
                file={file}
                width={tile.width}
                height={tile.height}
                eager={aboveTheFold && rowIndex === 0}
                priority={aboveTheFold && tile.index === 0}
              />
              {tileAction ? tileAction(file) : <SaveButton file={file} saved={saved?.has(file.media_id) ?? false} variant="tile" />}
            </li>
          );
        }),
      )}
    </ul>
  );
}

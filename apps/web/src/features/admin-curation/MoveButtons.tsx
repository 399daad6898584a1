import { useTranslation } from 'react-i18next';

const MOVE = 'rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-40';

/**
 * Up and Down for the item at `index` of a list of `count`. The name a screen reader hears is one sentence that names
 * the item and holds the visible word, so speech control finds the button by what it shows.
 */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (by: -1 | 1) => void }) {
  const { t } = useTranslation('admin-curation');
  // One unit, so that on a narrow screen the pair wraps together rather than one button per line.
  return (
    <span className="flex shrink-0 gap-2">
      <button type="button" className={MOVE} disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('move.upLabel', { name })}>
        {t('move.up')}
      </button>
      <button
        type="button"
        className={MOVE}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('move.downLabel', { name })}
      >
        {t('move.down')}
      </button>
    </span>
  );
}

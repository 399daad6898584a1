const MOVE = 'rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-40';

/** Up and Down for the item at `index` of a list of `count`; the hidden text names the item for screen readers. */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (by: -1 | 1) => void }) {
  return (
    <>
      <button type="button" className={MOVE} disabled={index === 0} onClick={() => onMove(-1)}>
        <span className="sr-only">Move {name} </span>Up
      </button>
      <button type="button" className={MOVE} disabled={index === count - 1} onClick={() => onMove(1)}>
        <span className="sr-only">Move {name} </span>Down
      </button>
    </>
  );
}

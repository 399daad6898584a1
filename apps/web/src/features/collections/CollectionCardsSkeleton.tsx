import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

const CARD_GRID = 'grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4';

/**
 * Cards' places while they load (a status named for it), or, with `placeRef`, while cards already answered wait to be
 * built (nothing to announce).
 */
export function CollectionCardsSkeleton({ count, placeRef }: { count: number; placeRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('collections');
  const cards = Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
    <div key={i}>
      <div className="aspect-[3/2] animate-pulse rounded-2xl bg-slate-200" />
      <div className="mt-3 h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-1 h-4 w-1/3 animate-pulse rounded bg-slate-200" />
    </div>
  ));
  return placeRef ? (
    <div ref={placeRef} aria-hidden="true" className={CARD_GRID}>
      {cards}
    </div>
  ) : (
    <div role="status" aria-label={t('loadingList')} className={CARD_GRID}>
      {cards}
    </div>
  );
}

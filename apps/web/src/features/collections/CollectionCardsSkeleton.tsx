import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Cards' places while they load, or while they wait to be built (`placeRef` then tells when they near the viewport). */
export function CollectionCardsSkeleton({ count, placeRef }: { count: number; placeRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('collections');
  return (
    <div ref={placeRef} role="status" aria-label={t('loadingList')} className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i}>
          <div className="aspect-[3/2] animate-pulse rounded-2xl bg-slate-200" />
          <div className="mt-3 h-5 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="mt-1 h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

import type { MediaType } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeywordChips } from '../../components/keywords/KeywordChips';
import { relatedKeywordsQuery } from './file-queries';

/**
 * Searches near this file that its own keywords (shown beside the preview) do not already offer: those its
 * look-alikes carry. Quietly absent when there are none.
 */
export function RelatedKeywords({ mediaId, type, ownKeywords }: { mediaId: number; type: MediaType; ownKeywords: string[] }) {
  const { t } = useTranslation('files');
  const { data } = useQuery(relatedKeywordsQuery(mediaId, type));
  const own = new Set(ownKeywords);
  const related = (data ?? []).filter((keyword) => !own.has(keyword.keyword));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('related')}
      </h2>
      <KeywordChips keywords={related.map((keyword) => keyword.keyword)} label={t('related')} type={type} />
    </section>
  );
}

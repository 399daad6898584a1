import type { MediaType, PagedReviewItems, RejectionReason, ReviewDecisionResponse } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const REVIEW_PAGE_SIZE = 50;

export const reviewKeys = {
  all: ['admin', 'review'] as const,
  queue: (type: MediaType | null) => [...reviewKeys.all, 'queue', type] as const,
};

/** The files waiting for review, the longest waiting first. */
export const reviewQueueQuery = (type: MediaType | null) =>
  queryOptions({
    queryKey: reviewKeys.queue(type),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<PagedReviewItems>('/admin/review/queue', {
          role: 'admin',
          query: { type: type ?? undefined, page_no: 1, limit: REVIEW_PAGE_SIZE },
          signal,
        }),
      ),
    staleTime: 5_000,
  });

export async function approveFile(mediaId: number) {
  const answer = await apiRequest<ReviewDecisionResponse>('/admin/review/approve', {
    method: 'POST',
    role: 'admin',
    body: { media_id: mediaId },
  });
  return { file: dataOrServerMessage(answer).file, message: answer.message };
}

export async function rejectFile(mediaId: number, reasons: RejectionReason[], note: string) {
  const answer = await apiRequest<ReviewDecisionResponse>('/admin/review/reject', {
    method: 'POST',
    role: 'admin',
    body: { media_id: mediaId, reasons, ...(note.trim() ? { note: note.trim() } : {}) },
  });
  return { file: dataOrServerMessage(answer).file, message: answer.message };
}

import type { DownloadData, DownloadStatusData, Licence, SubscriptionStatusData } from '@stock/contracts';
import { MAX_PAGE_LIMIT } from '@stock/contracts/values';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, dataOrServerMessage } from '../../api/client';
import { billingKeys } from '../billing/billing-queries';
import type { PageOf } from '../billing/PagedList';

export const downloadKeys = {
  licensedFiles: () => [...billingKeys.all, 'licensed-files'] as const,
};

/**
 * The files this buyer already licensed, so their formats say "Download again". The API answers licences in pages;
 * the newest page at its largest size covers what a file page needs to know for all but the busiest accounts, and a
 * download of an older licence is still free (the server decides, and says so in its answer).
 */
export const licensedFilesQuery = () =>
  queryOptions({
    queryKey: downloadKeys.licensedFiles(),
    queryFn: async ({ signal }) => {
      const page = dataOrServerMessage(
        await apiRequest<PageOf<Licence>>('/buyer/licences', { role: 'buyer', query: { page_no: 1, limit: MAX_PAGE_LIMIT }, signal }),
      );
      return new Set(page.results.map((licence) => licence.media_id));
    },
    staleTime: 30_000,
  });

/** POST /buyer/file/download; a refusal throws with the server's message, which the page shows as a toast. */
export async function requestDownload(mediaFormatId: number): Promise<DownloadData> {
  return dataOrServerMessage(
    await apiRequest<DownloadData>('/buyer/file/download', { method: 'POST', role: 'buyer', body: { media_format_id: mediaFormatId } }),
  );
}

/** How often the panel asks how a size being prepared is going. */
export const PREPARE_POLL_MS = 1000;
/** A link this close to its expiry is asked for again (free: the file is licensed) rather than handed to the browser. */
const EXPIRY_MARGIN_MS = 10_000;

/**
 * Waits for the size a download answered to be ready, reporting its progress in percent: a smaller size is rendered
 * on its first download, by a worker, which may take a while for a video. A failed preparation throws with the
 * server's message. Answers a link still good to open: one that expired meanwhile is asked for again.
 */
export async function prepareDownload(
  mediaFormatId: number,
  grant: DownloadData,
  onProgress: (percent: number) => void,
  pollMs = PREPARE_POLL_MS,
): Promise<DownloadData> {
  const query = { licence_id: grant.licence_id, media_format_id: mediaFormatId };
  for (;;) {
    const envelope = await apiRequest<DownloadStatusData>('/buyer/file/download/status', { role: 'buyer', query });
    const status = dataOrServerMessage(envelope);
    if (status.state === 'failed') throw new ApiError(envelope.message, envelope);
    if (status.state === 'ready') break;
    onProgress(status.progress);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Date.parse(grant.expires_at) - Date.now() > EXPIRY_MARGIN_MS ? grant : requestDownload(mediaFormatId);
}

/** A refusal that a plan would cure (no plan, quota used up, media not covered): the page then offers the plans. */
export function needsPlan(error: unknown): boolean {
  const status = error instanceof ApiError ? error.envelope?.status_code : undefined;
  return status === 402 || status === 403;
}

/** The downloads left change at once in every place that shows them; the next refetch confirms from the server. */
export function recordDownload(queryClient: QueryClient, mediaId: number, grant: DownloadData) {
  queryClient.setQueryData<Set<number>>(downloadKeys.licensedFiles(), (files) => new Set(files ?? []).add(mediaId));
  queryClient.setQueryData<SubscriptionStatusData>(billingKeys.subscription(), (status) => {
    // Which of plan or pack paid is the server's to say; the refetch below brings the detail.
    return status && { ...status, downloads_left: grant.downloads_left };
  });
  void queryClient.invalidateQueries({ queryKey: billingKeys.subscription() });
  void queryClient.invalidateQueries({ queryKey: billingKeys.licences(1) });
}

/** Hands the signed URL to the browser as a download, under the file name the server chose. */
export function saveFromUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

import type {
  ContributorCatalogue,
  ContributorFile,
  ContributorFileDetail,
  ContributorFileStatus,
  ContributorKeywordSuggestions,
  FileDeleteResult,
  FileUpdateBody,
  MediaType,
  PagedContributorFiles,
  SubmitFilesResult,
} from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound, dataOrServerMessage } from '../../api/client';

/** One key factory for every contributor-file query, so that a change can refresh them all at once. */
export const contributorFileKeys = {
  all: ['contributor', 'files'] as const,
  catalogue: () => [...contributorFileKeys.all, 'catalogue'] as const,
  list: (state: CatalogueState) => [...contributorFileKeys.all, 'list', state] as const,
  file: (mediaId: number) => [...contributorFileKeys.all, 'file', mediaId] as const,
  suggestions: (mediaId: number, title: string) => [...contributorFileKeys.all, 'suggestions', mediaId, title] as const,
  attention: (kind: AttentionKind) => [...contributorFileKeys.all, 'attention', kind] as const,
};

const get = async <T>(path: string, query: Record<string, string | number | boolean | undefined>, signal: AbortSignal) =>
  dataOrServerMessage(await apiRequest<T>(path, { role: 'contributor', query, signal }));

/** Counts per status, what needs attention and the latest uploads. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: contributorFileKeys.catalogue(),
    queryFn: ({ signal }) => get<ContributorCatalogue>('/contributor/catalog/files', {}, signal),
    staleTime: 5_000,
    // Recent uploads still being processed get their thumbnails without a reload.
    refetchInterval: (query) => (query.state.data?.recent.some(isProcessing) ? 5_000 : false),
  });

export const FILES_PER_PAGE = 48;

export interface CatalogueState {
  status: ContributorFileStatus;
  /** Only this type (the spec's type with filter_type=true); null for both. */
  type: MediaType | null;
  page: number;
}

/** One status's files, newest first, a page at a time: the spec's status, newest=true, type, filter_type and page_no. */
export const contributorFilesQuery = (state: CatalogueState) =>
  queryOptions({
    queryKey: contributorFileKeys.list(state),
    queryFn: ({ signal }) =>
      get<PagedContributorFiles>(
        '/contributor/files',
        {
          status: state.status,
          newest: true,
          type: state.type ?? undefined,
          filter_type: state.type ? true : undefined,
          page_no: state.page,
          limit: FILES_PER_PAGE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** A file with its history; 404 for a file that is not the contributor's (the page shows "not found"). */
export const contributorFileQuery = (mediaId: number) =>
  queryOptions({
    queryKey: contributorFileKeys.file(mediaId),
    queryFn: async ({ signal }) =>
      dataOrNotFound(
        await apiRequest<{ file: ContributorFileDetail }>('/contributor/file', {
          role: 'contributor',
          query: { media_id: mediaId },
          signal,
        }),
      ).file,
    // While the pipeline works on the file, look again every few seconds.
    refetchInterval: (query) => (isProcessing(query.state.data) ? 3_000 : false),
  });

/** The dashboard's short lists of what needs the contributor: rejected files, and files the pipeline could not read. */
export type AttentionKind = 'rejected' | 'failed';
export const ATTENTION_LIST_LENGTH = 3;

export const attentionFilesQuery = (kind: AttentionKind) =>
  queryOptions({
    queryKey: contributorFileKeys.attention(kind),
    queryFn: ({ signal }) =>
      get<PagedContributorFiles>(
        '/contributor/files',
        kind === 'rejected'
          ? { status: 'rejected', newest: true, limit: ATTENTION_LIST_LENGTH }
          : { processing: 'failed', newest: true, limit: ATTENTION_LIST_LENGTH },
        signal,
      ),
    staleTime: 5_000,
  });

export const isProcessing = (file: Pick<ContributorFile, 'processing'> | undefined) =>
  file?.processing.status === 'queued' || file?.processing.status === 'processing';

export const keywordSuggestionsQuery = (mediaId: number, title: string) =>
  queryOptions({
    queryKey: contributorFileKeys.suggestions(mediaId, title),
    queryFn: async ({ signal }) =>
      (
        await get<ContributorKeywordSuggestions>(
          '/contributor/keyword/suggestions',
          { media_id: mediaId, title: title || undefined },
          signal,
        )
      ).suggestions,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Saves the metadata (and with `submit`, sends the file to review); the answer carries the file as saved. */
export async function updateFile(body: FileUpdateBody) {
  const answer = await apiRequest<{ file: ContributorFileDetail }>('/contributor/file/update', {
    method: 'PUT',
    role: 'contributor',
    body,
  });
  return { file: dataOrServerMessage(answer).file, message: answer.message, errors: answer.errors ?? [] };
}

export async function deleteFile(mediaId: number, status: ContributorFileStatus) {
  const answer = await apiRequest<FileDeleteResult>('/contributor/file/delete', {
    method: 'PUT',
    role: 'contributor',
    body: { media_id: mediaId, status },
  });
  return { result: dataOrServerMessage(answer), message: answer.message };
}

export async function submitFiles(mediaIds: number[]) {
  const answer = await apiRequest<SubmitFilesResult>('/contributor/file/submit', {
    method: 'POST',
    role: 'contributor',
    body: { media_ids: mediaIds },
  });
  return { result: dataOrServerMessage(answer), message: answer.message };
}

/** A new original for a draft or rejected file (after "processing failed"): checked and processed again, details kept. */
export async function replaceFile(mediaId: number, original: File) {
  const form = new FormData();
  form.append('file', original);
  const answer = await apiRequest<unknown>('/contributor/file/replace', {
    method: 'POST',
    role: 'contributor',
    query: { media_id: mediaId },
    body: form,
  });
  dataOrServerMessage(answer);
  return answer.message;
}

import type {
  EarningsGraphData,
  EarningsSummary,
  GraphInterval,
  PagedFileEarnings,
  PagedWithdrawals,
  RoyaltyStatement,
  WithdrawalData,
} from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, apiRequest, dataOrServerMessage } from '../../api/client';
import { getToken } from '../../api/session';
import { siteConfig } from '../../config/site-config';

export interface PeriodParams {
  startTime: string;
  endTime: string;
}

/** Query keys of the contributor's money, so that a withdrawal can refresh all of it at once. */
export const earningsKeys = {
  all: ['contributor', 'earnings'] as const,
  summary: (period: PeriodParams) => [...earningsKeys.all, 'summary', period] as const,
  graph: (period: PeriodParams, interval: GraphInterval) => [...earningsKeys.all, 'graph', period, interval] as const,
  files: (period: PeriodParams, page: number) => [...earningsKeys.all, 'files', period, page] as const,
  statement: (period: PeriodParams, page: number) => [...earningsKeys.all, 'statement', period, page] as const,
  withdrawals: (page: number) => [...earningsKeys.all, 'withdrawals', page] as const,
};

const get = async <T>(path: string, query: Record<string, string | number>, signal: AbortSignal) =>
  dataOrServerMessage(await apiRequest<T>(path, { role: 'contributor', query, signal }));

const STALE = 10_000;

export const summaryQuery = (period: PeriodParams) =>
  queryOptions({
    queryKey: earningsKeys.summary(period),
    queryFn: async ({ signal }) => (await get<{ summary: EarningsSummary }>('/contributor/earning/summary', { ...period }, signal)).summary,
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const graphQuery = (period: PeriodParams, interval: GraphInterval) =>
  queryOptions({
    queryKey: earningsKeys.graph(period, interval),
    queryFn: ({ signal }) => get<EarningsGraphData>('/contributor/earning/summary/graph', { ...period, interval }, signal),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const filesDetailQuery = (period: PeriodParams, page: number) =>
  queryOptions({
    queryKey: earningsKeys.files(period, page),
    queryFn: ({ signal }) => get<PagedFileEarnings>('/contributor/files/detail', { ...period, page_no: page, limit: 10 }, signal),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const statementQuery = (period: PeriodParams, page: number) =>
  queryOptions({
    queryKey: earningsKeys.statement(period, page),
    queryFn: ({ signal }) => get<RoyaltyStatement>('/contributor/royalty/statement', { ...period, page_no: page, limit: 20 }, signal),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const withdrawalsQuery = (page: number) =>
  queryOptions({
    queryKey: earningsKeys.withdrawals(page),
    queryFn: ({ signal }) => get<PagedWithdrawals>('/contributor/withdrawals', { page_no: page, limit: 10 }, signal),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export async function requestWithdrawal(amount: number) {
  const answer = await apiRequest<WithdrawalData>('/contributor/withdraw', { method: 'POST', role: 'contributor', body: { amount } });
  return { ...dataOrServerMessage(answer), message: answer.message };
}

/** Downloads the statement CSV with the contributor's token (a plain link could not send it) and saves it. */
export async function downloadStatementCsv(period: PeriodParams): Promise<string> {
  const url = `${siteConfig.apiBaseUrl.replace(/\/$/, '')}/contributor/royalty/statement.csv?${new URLSearchParams({ ...period })}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${getToken('contributor') ?? ''}` } });
  if (!response.ok) throw new ApiError(i18next.t('earnings:statement.csvError'));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'royalty-statement.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  return filename;
}

import type { Portfolio, PortfolioPage, PortfolioUpdateBody } from '@stock/contracts';
import { PORTFOLIO_PAGE_LIMIT } from '@stock/contracts/values';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound, dataOrServerMessage } from '../../api/client';
import { paths } from '../../app-paths';

export const publicPortfolioQuery = (slug: string, page: number, type?: 'IMAGE' | 'VIDEO') =>
  queryOptions({
    queryKey: ['portfolio', slug, page, type ?? 'ALL'],
    queryFn: async ({ signal }) =>
      dataOrNotFound(
        await apiRequest<PortfolioPage>('/portfolio', { query: { slug, page_no: page, limit: PORTFOLIO_PAGE_LIMIT, type }, signal }),
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const ownPortfolioKey = ['contributor', 'portfolio'] as const;

export const ownPortfolioQuery = (page: number) =>
  queryOptions({
    queryKey: [...ownPortfolioKey, page],
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<PortfolioPage>('/contributor/portfolio', {
          role: 'contributor',
          query: { page_no: page, limit: PORTFOLIO_PAGE_LIMIT },
          signal,
        }),
      ),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export async function updatePortfolio(body: PortfolioUpdateBody) {
  const answer = await apiRequest<{ portfolio: Portfolio }>('/contributor/portfolio/update', { method: 'PUT', role: 'contributor', body });
  return { portfolio: dataOrServerMessage(answer).portfolio, message: answer.message };
}

export const portfolioPath = paths.portfolio;

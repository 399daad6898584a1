import { MAX_RESULT_WINDOW } from '@stock/contracts';
import { HttpError } from './http-error';

export interface PageRequest {
  page_no?: number;
  limit?: number;
}

export interface PageWindow {
  page_no: number;
  limit: number;
  offset: number;
}

/** Turns page_no/limit into an offset, refusing pages past the result window that keeps deep pages fast. */
export function pageWindow(request: PageRequest, defaultLimit: number): PageWindow {
  const page_no = request.page_no ?? 1;
  const limit = request.limit ?? defaultLimit;
  const offset = (page_no - 1) * limit;
  if (offset >= MAX_RESULT_WINDOW) {
    throw new HttpError(
      400,
      `Only the first ${MAX_RESULT_WINDOW.toLocaleString('en-US')} results can be browsed; refine the search to see more.`,
      [{ field: 'page_no', message: `page_no must be at most ${Math.ceil(MAX_RESULT_WINDOW / limit)} with limit ${limit}` }],
    );
  }
  return { page_no, limit, offset };
}

export function paged<T>(results: T[], totalCount: number, window: PageWindow) {
  const browsable = Math.min(totalCount, MAX_RESULT_WINDOW);
  return { results, totalCount, total_pages: Math.ceil(browsable / window.limit), page_no: window.page_no, limit: window.limit };
}

import type { ApiEnvelope } from '@stock/contracts';
import { apiQueryString, type QueryValue } from '@stock/contracts/values';
import { currentLanguage } from '../components/format/current-language';
import { siteConfig } from '../config/site-config';
import { yieldToBrowser } from '../yield-to-browser';
import { takePageAnswer } from './page-answer';
import { reloadPage } from './reload-page';
import { clearAllSessions, getToken, logout, type Role } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly envelope?: ApiEnvelope<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Which role's token to send; public calls send none. */
  role?: Role;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export const BUYER_PROFILE_PATH = '/profile';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${siteConfig.apiBaseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  const search = apiQueryString(query ?? {});
  return search ? `${url}?${search}` : url;
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T>> {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    const message = response.ok
      ? 'The server sent an answer we could not read.'
      : response.statusText || `Request failed (${response.status})`;
    return { status: false, status_code: response.status, statusCode: response.status, message, data: null as T };
  }
}

/**
 * The spec's section 4: a 401 on a contributor call logs the contributor out; on the buyer profile call it clears all.
 * An administrator's 401 ends the administrator's session the same way a contributor's does.
 */
function handleUnauthorized(path: string, role: Role | undefined) {
  if (role === 'contributor' || role === 'admin') {
    logout(role);
  } else if (role === 'buyer' && path === BUYER_PROFILE_PATH) {
    clearAllSessions();
    reloadPage();
  }
}

/**
 * Calls the API and returns its envelope, whatever its status: callers read `status` and `message` as the spec's
 * screens do. Only a failure to reach the server throws.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  // The interface's language, not the browser's: categories, keywords and search words come back in the one shown.
  const language = currentLanguage();
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
  const token = options.role ? getToken(options.role) : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  // The server answered a page's first public call in the page itself; a call with a token is someone's own.
  if ((options.method ?? 'GET') === 'GET' && !token) {
    const answer = takePageAnswer(url, language);
    if (answer !== undefined) return answer as ApiEnvelope<T>;
  }
  // Starting a request costs the browser a few milliseconds, and a page's queries all start in the task that runs its
  // effects: a file page's four were one long task on a phone. Each now starts in a task of its own.
  await yieldToBrowser();
  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : 'The server could not be reached.');
  }
  const envelope = await readEnvelope<T>(response);
  if (response.status === 401) handleUnauthorized(path, options.role);
  return envelope;
}

/** The spec's rule for many calls: a falsy status or a status_code other than 200 surfaces as "Not found". */
export function dataOrNotFound<T>(envelope: ApiEnvelope<T>): T {
  if (!envelope.status || envelope.status_code !== 200) throw new ApiError('Not found', envelope);
  return envelope.data;
}

/** For calls whose failure message the user should read (downloads, forms): the server's message, or else the error's. */
export function dataOrServerMessage<T>(envelope: ApiEnvelope<T>): T {
  if (!envelope.status) throw new ApiError(envelope.message || 'Something went wrong.', envelope);
  return envelope.data;
}

/**
 * A private document (a model release) as a blob: links cannot carry the Bearer token, so the page fetches it and
 * opens what it got. The same 401 rules apply as for every other call.
 */
export async function apiBlob(path: string, options: Pick<RequestOptions, 'role' | 'query'>): Promise<Blob> {
  const token = options.role ? getToken(options.role) : null;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : 'The server could not be reached.');
  }
  if (response.status === 401) handleUnauthorized(path, options.role);
  if (!response.ok) {
    const envelope = await readEnvelope<null>(response);
    throw new ApiError(envelope.message || 'We could not open this document.', envelope);
  }
  return response.blob();
}

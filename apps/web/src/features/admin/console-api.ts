import { apiRequest, dataOrServerMessage } from '../../api/client';

/** A console call as the administrator: the data and the server's message, or an error carrying that message. */
export async function adminCall<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    signal?: AbortSignal;
  } = {},
) {
  const answer = await apiRequest<T>(path, { role: 'admin', ...options });
  return { data: dataOrServerMessage(answer), message: answer.message };
}

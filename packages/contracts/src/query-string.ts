/** A value a query parameter can take; lists go out as indexed keys. */
export type QueryValue = string | number | boolean | undefined | Array<string | number>;

/**
 * The query string of an API call, as the web app's client writes it (undefined values left out, lists as the spec's
 * indexed keys `age_group[0]=...&age_group[1]=...`). The server builds the URLs it preloads with it too: a preload is
 * used only when its URL is exactly the one the page then fetches.
 */
export function apiQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      params.append(key, String(value));
      continue;
    }
    for (const [index, item] of value.entries()) params.append(`${key}[${index}]`, String(item));
  }
  return params.toString();
}

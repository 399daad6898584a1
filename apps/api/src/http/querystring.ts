/**
 * Parses a query string the way the spec's client writes lists: `age_group[0]=a&age_group[1]=b` (and `x[]=`, or a
 * repeated key) become arrays. Plain keys stay strings; the route schema coerces types.
 */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const match = rawKey.match(/^([^[\]]+)\[(\d*)\]$/);
    const key = match?.[1] ?? rawKey;
    const existing = result[key];
    if (match) {
      const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [existing];
      const index = match[2] === '' ? list.length : Number(match[2]);
      if (index < 100) list[index] = value;
      result[key] = list.filter((item) => item !== undefined);
    } else if (existing === undefined) {
      result[key] = value;
    } else {
      result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return result;
}

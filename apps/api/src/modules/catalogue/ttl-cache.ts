/**
 * Remembers the result of an expensive, slowly changing query for a while, per key, in this process. Only for
 * values where a few minutes of staleness changes nothing that matters (labels, theme lists), never for money.
 */
export function memoizeFor<K, V>(ttlMs: number, compute: (key: K) => Promise<V>) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  const get = (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = compute(key);
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
  return Object.assign(get, { clear: () => entries.clear() });
}

/** The pages to offer around the current one, with null where a run is skipped: 1 … 4 5 [6] 7 8 … 20. */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) result.push(page - previous === 2 ? page - 1 : null);
    result.push(page);
  }
  return result;
}

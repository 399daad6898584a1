/** An amount typed in dollars ("12", "12.5", "12.34") as integer cents, or null when it is not one; no float arithmetic. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

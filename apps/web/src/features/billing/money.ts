/** Money arrives in integer minor units with its currency; only here does it become text. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(
    cents / 100,
  );
}

/** Dates of invoices, renewals and licences, in the reader's own words: "21 Nov 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

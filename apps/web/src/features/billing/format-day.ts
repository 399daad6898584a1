/** Dates of invoices, renewals and licences, in the reader's own words: "21 Nov 2026". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

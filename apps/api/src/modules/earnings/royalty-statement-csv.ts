import type { RoyaltyLineRow } from './earnings.repo';

const HEADER = ['Date (UTC)', 'Licence', 'File ID', 'File', 'Format', 'Plan', 'Download value (USD)', 'Rate', 'Level', 'Royalty (USD)'];

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A cell as RFC 4180 wants it; a leading =, +, - or @ is neutralised so that a spreadsheet does not run it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function royaltyStatementCsv(lines: RoyaltyLineRow[]): string {
  const rows = lines.map((line) =>
    [
      line.downloaded_at.toISOString(),
      String(line.licence_id),
      String(line.media_id),
      line.title,
      line.format,
      line.plan,
      dollars(line.value_cents),
      `${(line.rate_bp / 100).toFixed(2)}%`,
      line.level,
      dollars(line.royalty_cents),
    ].map(cell),
  );
  return `${[HEADER, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

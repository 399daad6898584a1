import { csvDocument } from '../../http/csv';
import type { RoyaltyLineRow } from './earnings.repo';

const HEADER = ['Date (UTC)', 'Licence', 'File ID', 'File', 'Format', 'Plan', 'Download value (USD)', 'Rate', 'Level', 'Royalty (USD)'];

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function royaltyStatementCsv(lines: RoyaltyLineRow[]): string {
  const rows = lines.map((line) => [
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
  ]);
  return csvDocument([HEADER, ...rows]);
}

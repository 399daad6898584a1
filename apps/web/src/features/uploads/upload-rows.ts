import type { PreflightResult } from './preflight';

/** Where one picked file is on its way in: checked in the browser, sent, then checked and processed by the server. */
export type UploadPhase =
  | { name: 'checking' }
  | { name: 'blocked' }
  | { name: 'uploading'; bytesUploaded: number; bytesTotal: number }
  | { name: 'reconnecting'; bytesUploaded: number; bytesTotal: number }
  | { name: 'failed'; message: string }
  | { name: 'refused'; message: string }
  | { name: 'uploaded'; mediaId: number };

export interface UploadRow {
  /** Uppy's id for files it carries; a made-up one for files stopped by the preflight checks. */
  id: string;
  name: string;
  relativePath: string;
  bytes: number;
  preflight: PreflightResult | null;
  phase: UploadPhase;
}

export type RowAction =
  | { type: 'add'; row: UploadRow }
  | { type: 'update'; id: string; changes: Partial<UploadRow> }
  | { type: 'phase'; id: string; phase: UploadPhase }
  /** The connection dropped; tus tries again and carries on from the bytes the server already has. */
  | { type: 'reconnecting'; id: string }
  | { type: 'remove'; id: string };

export function rowsReducer(rows: UploadRow[], action: RowAction): UploadRow[] {
  switch (action.type) {
    case 'add':
      return [...rows, action.row];
    case 'update':
      return rows.map((row) => (row.id === action.id ? { ...row, ...action.changes } : row));
    case 'phase':
      return rows.map((row) => (row.id === action.id ? { ...row, phase: action.phase } : row));
    case 'reconnecting':
      return rows.map((row) => {
        if (row.id !== action.id) return row;
        const sent = row.phase.name === 'uploading' || row.phase.name === 'reconnecting' ? row.phase.bytesUploaded : 0;
        return { ...row, phase: { name: 'reconnecting', bytesUploaded: sent, bytesTotal: row.bytes } };
      });
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
  }
}

/** 0 to 100, for the progress bar. */
export function percentOf(phase: UploadPhase): number {
  if (phase.name === 'uploaded') return 100;
  if (phase.name !== 'uploading' && phase.name !== 'reconnecting') return 0;
  return phase.bytesTotal > 0 ? Math.floor((phase.bytesUploaded / phase.bytesTotal) * 100) : 0;
}

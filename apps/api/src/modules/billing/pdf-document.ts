import type { Locale } from '@stock/contracts';
import PDFDocument from 'pdfkit';
import type { InvoiceParty } from '../../db/schema';
import { faceRuns, registerPdfFonts } from './pdf-fonts';

/**
 * Renders a PDF in `locale` (its catalogue language and title) with the embedded Noto faces of pdf-fonts.ts, which
 * draw any Latin, Greek, Cyrillic or Japanese text, and returns its bytes. Draw text with `write`, never `doc.text`.
 */
export function renderPdf(title: string, locale: Locale, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, lang: locale, info: { Title: title, Producer: 'Lumora' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerPdfFonts(doc);
      draw(doc);
    } catch (error) {
      reject(error);
      return;
    }
    doc.end();
  });
}

export interface WriteOptions extends PDFKit.Mixins.TextOptions {
  bold?: boolean;
  /** Font size in points; the current one when not given. */
  size?: number;
  x?: number;
  y?: number;
}

/**
 * Draws text as pdfkit's `doc.text` does (at `x`/`y` when given, wrapped, aligned, `continued`), each run of it in the
 * face that has its characters (a Japanese title beside a Hungarian name), so user text lands literally in any script.
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  { bold = false, size, x, y, ...options }: WriteOptions = {},
): PDFKit.PDFDocument {
  if (size !== undefined) doc.fontSize(size);
  const runs = faceRuns(text, bold ? 'bold' : 'regular');
  runs.forEach((run, index) => {
    doc.font(run.face);
    const runOptions = index === runs.length - 1 ? options : { ...options, continued: true };
    if (index === 0 && (x !== undefined || y !== undefined)) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}

/** The two parties side by side: the seller on the left, the buyer on the right, each under its label. */
export function drawParties(
  doc: PDFKit.PDFDocument,
  seller: InvoiceParty,
  buyer: InvoiceParty,
  labels: { seller: string; buyer: string },
): void {
  const top = doc.y;
  write(doc, labels.seller, { bold: true, x: 56, y: top });
  write(doc, [seller.name, ...seller.address, seller.email ?? ''].filter(Boolean).join('\n'), { x: 56 });
  write(doc, labels.buyer, { bold: true, x: 320, y: top });
  write(doc, [buyer.name, buyer.email ?? '', ...buyer.address].filter(Boolean).join('\n'), { x: 320 });
  doc.moveDown(2);
  doc.x = 56;
}

/** One row of a table of amounts: its label on the left, the amount right-aligned. */
export function drawAmountRow(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false): void {
  const y = doc.y;
  write(doc, label, { bold, x: 56, y, width: 360 });
  write(doc, amount, { bold, x: 420, y, width: 120, align: 'right' });
  doc.moveDown(0.4);
}

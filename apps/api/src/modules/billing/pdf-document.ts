import PDFDocument from 'pdfkit';
import type { InvoiceParty } from '../../db/schema';

/** Renders a PDF with pdfkit's built-in fonts (no font files needed) and returns its bytes. */
export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Producer: 'Lumora' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** The two parties side by side: the seller on the left, the buyer on the right under its own label. */
export function drawParties(doc: PDFKit.PDFDocument, seller: InvoiceParty, buyer: InvoiceParty, buyerLabel: string): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Seller', 56, top);
  doc.font('Helvetica').text([seller.name, ...seller.address, seller.email ?? ''].filter(Boolean).join('\n'), 56);
  doc.font('Helvetica-Bold').text(buyerLabel, 320, top);
  doc.font('Helvetica').text([buyer.name, buyer.email ?? '', ...buyer.address].filter(Boolean).join('\n'), 320);
  doc.moveDown(2);
  doc.x = 56;
}

/** One row of a table of amounts: its label on the left, the amount right-aligned. */
export function drawAmountRow(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 360 });
  doc.text(amount, 420, y, { width: 120, align: 'right' });
  doc.moveDown(0.4);
}

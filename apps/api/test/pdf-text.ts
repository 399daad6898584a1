import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF shows, one line per paragraph, for tests to read as a person would. pdfkit writes its
 * built-in fonts' text as hex strings in WinAnsi (TJ arrays split by kerning), inside Flate-compressed streams.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // Not a compressed content stream (an image, a font).
    }
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const hex = [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => Buffer.from(piece[1] ?? '', 'hex').toString('latin1'));
      lines.push(hex.join(''));
    }
  }
  // A block ending in a space was continued by the next (a label and its value, a wrapped sentence).
  return lines.reduce((text, line) => (text === '' || text.endsWith(' ') ? text + line : `${text}\n${line}`), '');
}

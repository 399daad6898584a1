import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A one-object document whose content stream shows `text` with a built-in font, compressed as pdfkit does. */
function documentShowing(text: string, padding: string) {
  const content = deflateSync(Buffer.from(`BT /F1 12 Tf <${Buffer.from(text, 'latin1').toString('hex')}> Tj ET ${padding}`, 'latin1'));
  const head = Buffer.from(`%PDF-1.3\n5 0 obj\n<<\n/Length ${content.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1');
  return { content, pdf: Buffer.concat([head, content, Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]) };
}

describe('pdfText', () => {
  it('reads a compressed stream whose last byte is a carriage return', () => {
    // Pad the content until its compressed form ends in \r, as about one stream in 256 does.
    let found: ReturnType<typeof documentShowing> | undefined;
    for (let n = 0; !found; n++) {
      const candidate = documentShowing('Revoked: on 2026-11-29', 'q'.repeat(n % 50) + String(n));
      if (candidate.content.at(-1) === 0x0d) found = candidate;
    }
    expect(pdfText(found.pdf)).toBe('Revoked: on 2026-11-29');
  });
});

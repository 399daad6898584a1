import { inflateSync } from 'node:zlib';

/** A stream's bytes as latin1 text, inflated when pdfkit compressed it; undefined when it does not inflate. */
function streamText(bytes: string, compressed: boolean): string | undefined {
  if (!compressed) return bytes;
  try {
    return inflateSync(Buffer.from(bytes, 'latin1')).toString('latin1');
  } catch {
    return undefined;
  }
}

/**
 * A stream's bytes: the dictionary's /Length of them after the `stream` keyword. Searching for `endstream` instead lost
 * the last byte of a compressed stream that ended in a carriage return (1 in 256), and the page then read as empty.
 */
function streamBytes(body: string, streamAt: number, dict: string): string | undefined {
  const start = streamAt + (/^stream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 0);
  const length = /\/Length\s+(\d+)\s*[/>]/.exec(dict)?.[1];
  if (length !== undefined) return body.slice(start, start + Number(length));
  return /^([\s\S]*?)\r?\nendstream/.exec(body.slice(start))?.[1];
}

/** UTF-16BE hex (`0048`, `d83d de00`) to text. */
const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** The glyph-to-text table of an embedded font's ToUnicode CMap (pdfkit writes `<from> <to> [<u> <u> ...]` ranges). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const from = Number.parseInt(range[1] ?? '0', 16);
    let code = from;
    for (const entry of (range[3] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)) map.set(code++, utf16(entry[1] ?? ''));
  }
  return map;
}

/**
 * The text a pdfkit document shows, in drawing order: its content streams inflated, and the strings of their Tj and TJ
 * operators decoded (pdfkit writes them in hex, split where it kerns): through the font's ToUnicode map for the
 * embedded fonts (two bytes a glyph), as latin1 for the built-in ones.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id = '', body = ''] = match;
    const streamAt = body.search(/stream\r?\n/);
    const dict = streamAt === -1 ? body : body.slice(0, streamAt);
    const stream = streamAt === -1 ? undefined : streamBytes(body, streamAt, dict);
    objects.set(id, { dict, stream: stream === undefined ? undefined : streamText(stream, /\/FlateDecode/.test(dict)) });
  }
  const fonts = new Map<string, Map<number, string> | undefined>();
  for (const { dict } of objects.values()) {
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    for (const entry of fontDict?.matchAll(/\/([\w+-]+)\s+(\d+) 0 R/g) ?? []) {
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(entry[2] ?? '')?.dict ?? '')?.[1];
      const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream;
      fonts.set(entry[1] ?? '', cmap === undefined ? undefined : toUnicodeMap(cmap));
    }
  }
  const out: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (stream === undefined || /\/(Length1|Subtype|Type)\b/.test(dict.replace(/\/Type\s*\/XObject/, ''))) continue;
    let glyphs: Map<number, string> | undefined;
    const decode = (hex: string) =>
      glyphs
        ? (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((code) => glyphs?.get(Number.parseInt(code, 16)) ?? '\uFFFD').join('')
        : Buffer.from(hex, 'hex').toString('latin1');
    for (const shown of stream.matchAll(/\/([\w+-]+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (shown[1] !== undefined) {
        glyphs = fonts.get(shown[1]);
        continue;
      }
      const hexes = shown[2] !== undefined ? [...shown[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? '') : [shown[3] ?? ''];
      out.push(hexes.map(decode).join(''));
    }
  }
  return out.join('\n');
}

/** The document's title (its Info dictionary's /Title, which pdfkit writes as an object of its own), as text. */
export function pdfTitle(pdf: Buffer): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = /\/Title\s+(\d+) 0 R/.exec(raw)?.[1];
  const body =
    ref === undefined
      ? /\/Title\s*(\([\s\S]*?\))\s*\n/.exec(raw)?.[1]
      : new RegExp(`\\n${ref} 0 obj\\s*(\\([\\s\\S]*?\\))\\s*endobj`).exec(raw)?.[1];
  if (body === undefined) return undefined;
  const literal = body.slice(1, -1).replace(/\\([()\\])/g, '$1');
  return literal.startsWith('\u00fe\u00ff') ? Buffer.from(literal.slice(2), 'latin1').swap16().toString('utf16le') : literal;
}

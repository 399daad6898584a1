import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export type PdfWeight = 'regular' | 'bold';

/**
 * The faces the PDFs are drawn in, in the order a character is looked for, from the npm registry (SIL Open Font
 * License 1.1, docs/decisions.md). Noto Sans has Latin with its extensions, Greek and Cyrillic; Noto Sans JP has kana,
 * kanji and the full-width forms, but of Latin, Greek and Cyrillic only what JIS has (no "ő", no "ł"). pdfkit embeds
 * each face a document uses as a subset of the glyphs it draws.
 */
const FACES = [
  {
    name: 'NotoSans',
    files: {
      regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    },
  },
  {
    name: 'NotoSansJP',
    files: {
      regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
      bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    },
  },
] as const;

interface LoadedFace {
  /** The name a document registers it under: `NotoSans-bold`. */
  id: string;
  /**
   * The face as fontkit (pdfkit's font engine) reads it, parsed once for every document: pdfkit takes it as it is and
   * makes each document its own subset.
   */
  font: fontkit.Font;
}

const loaded = new Map<string, LoadedFace>();

function loadFace(face: (typeof FACES)[number], weight: PdfWeight): LoadedFace {
  const id = `${face.name}-${weight}`;
  const cached = loaded.get(id);
  if (cached) return cached;
  let bytes: Buffer;
  try {
    bytes = readFileSync(require.resolve(face.files[weight]));
  } catch (error) {
    throw new Error(`The PDF font ${face.files[weight]} is missing: run npm ci (it is a dependency of @stock/api)`, { cause: error });
  }
  const result: LoadedFace = { id, font: fontkit.create(bytes) as fontkit.Font };
  loaded.set(id, result);
  return result;
}

const facesOf = (weight: PdfWeight) => FACES.map((face) => loadFace(face, weight));

/** Makes every face known to a document under its id; pdfkit reads a face only once text is drawn in it. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of ['regular', 'bold'] as const)
    for (const face of facesOf(weight)) doc.registerFont(face.id, face.font as unknown as Buffer);
}

/** A piece of text and the face that draws it. */
export interface FaceRun {
  face: string;
  text: string;
}

const LETTER = /\p{L}/u;

/** Whether a face draws a character; line breaks and other controls are no glyphs, and any face takes them. */
const draws = (face: LoadedFace, codePoint: number) => codePoint < 0x20 || face.font.hasGlyphForCodePoint(codePoint);

/**
 * Text cut into runs by the face that draws it: all of it in the first face that has every character; else each letter
 * in the first face that has it (a Greek word beside kanji in Noto Sans, not half in Noto Sans JP's few Greek letters),
 * and spaces, digits and punctuation in the run they are in when its face has them. A character no face has stays in
 * the run it is in.
 */
export function faceRuns(text: string, weight: PdfWeight): FaceRun[] {
  const faces = facesOf(weight);
  const codePoints = [...text].map((character) => character.codePointAt(0) ?? 0);
  const whole = faces.find((face) => codePoints.every((codePoint) => draws(face, codePoint)));
  if (whole) return [{ face: whole.id, text }];
  const runs: Array<{ face: LoadedFace; text: string }> = [];
  let current: { face: LoadedFace; text: string } | undefined;
  for (const codePoint of codePoints) {
    const staysInRun = current && draws(current.face, codePoint) && !LETTER.test(String.fromCodePoint(codePoint));
    const face = current && staysInRun ? current.face : (faces.find((each) => draws(each, codePoint)) ?? current?.face);
    if (current && face === current.face) current.text += String.fromCodePoint(codePoint);
    else {
      current = { face: face ?? (faces[0] as LoadedFace), text: String.fromCodePoint(codePoint) };
      runs.push(current);
    }
  }
  return runs.map((run) => ({ face: run.face.id, text: run.text }));
}

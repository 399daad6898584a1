import type { Sharp } from 'sharp';

// effort 1 of 6 costs about a third of the default's CPU for files within a few percent of its size (quality is set by
// `quality`, effort only searches for a smaller encoding); that is what keeps all derivatives of a 24 MP photo under
// half a second of CPU.
export const encodeWebp = (image: Sharp) => image.webp({ quality: 80, effort: 1 }).toBuffer();

// JPEG is the fallback for old browsers and e-mail; transparency becomes white, as it would on a page. Baseline, not
// progressive: progressive encoding costs about 60 % more CPU for a fallback few browsers still fetch.
export const encodeJpeg = (image: Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: false }).toBuffer();

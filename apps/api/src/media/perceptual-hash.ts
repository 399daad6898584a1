export const PHASH_INPUT_SIZE = 32;
const LOW_FREQUENCIES = 8;

/**
 * The DCT perceptual hash (as in pHash / imagehash): the 8×8 lowest frequencies of a 32×32 greyscale copy, one bit per
 * coefficient, set when above their median. Resizing, recompression and small colour changes barely move it, so a
 * small Hamming distance flags a near-duplicate upload.
 */
export function perceptualHash(grey: Uint8Array): string {
  const size = PHASH_INPUT_SIZE;
  if (grey.length !== size * size) throw new Error(`perceptualHash needs ${size}×${size} greyscale pixels`);
  const rows = new Float64Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let u = 0; u < LOW_FREQUENCIES; u++) rows[y * size + u] = dctTerm((x) => grey[y * size + x] ?? 0, u);
  }
  const low: number[] = [];
  for (let v = 0; v < LOW_FREQUENCIES; v++) {
    for (let u = 0; u < LOW_FREQUENCIES; u++) low.push(dctTerm((y) => rows[y * size + u] ?? 0, v));
  }
  const median = [...low].sort((a, b) => a - b)[low.length / 2] ?? 0;
  let hash = 0n;
  for (const coefficient of low) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return hash.toString(16).padStart(16, '0');
}

const cosines = Array.from({ length: LOW_FREQUENCIES }, (_, k) =>
  Float64Array.from({ length: PHASH_INPUT_SIZE }, (_, n) => Math.cos((Math.PI * k * (2 * n + 1)) / (2 * PHASH_INPUT_SIZE))),
);

/** One DCT-II coefficient (unnormalised: only the order of coefficients matters for the hash). */
function dctTerm(sample: (n: number) => number, k: number): number {
  const basis = cosines[k] as Float64Array;
  let sum = 0;
  for (let n = 0; n < PHASH_INPUT_SIZE; n++) sum += sample(n) * (basis[n] ?? 0);
  return sum;
}

/** Number of differing bits between two hashes from perceptualHash: 0 is identical, about 32 is unrelated. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}

import sharp from 'sharp';

/**
 * A 2600×1800 JPEG (4.7 megapixels, above the 4-megapixel minimum): grain under large shapes placed by `seed`, so
 * that two samples look nothing alike to the perceptual hash.
 */
export async function sampleJpeg(seed: number): Promise<Buffer> {
  const width = 2600;
  const height = 1800;
  const hue = (seed * 97) % 360;
  const shapes = Array.from({ length: 6 }, (_, index) => {
    const x = (seed * 571 + index * 421 * ((seed % 3) + 1)) % width;
    const y = (seed * 337 + index * (200 + seed * 61)) % height;
    const r = 160 + ((seed * 13 + index * 53) % 260);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + index * 40) % 360} 70% ${35 + index * 7}%)" />`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
     <rect y="${seed % 2 ? '0' : '50%'}" width="100%" height="50%" fill="hsl(${(hue + 180) % 360} 60% 30%)" />${shapes}</svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 86 })
    .toBuffer();
}

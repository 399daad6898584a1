import type { ColorFamily } from '@stock/contracts';

function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + 360) % 360;
  return { h, s, l };
}

/** Names a colour the way a buyer filtering by colour would: twelve families, by hue, saturation and lightness. */
export function colorFamilyOf(hex: string): ColorFamily {
  const { h, s, l } = hexToHsl(hex);
  if (l < 0.12) return 'black';
  if (l > 0.9 && s < 0.5) return 'white';
  if (s < 0.15) return l > 0.75 ? 'white' : l < 0.25 ? 'black' : 'grey';
  if (h < 15 || h >= 345) return l > 0.7 ? 'pink' : 'red';
  if (h < 40) return l < 0.4 || s < 0.45 ? 'brown' : 'orange';
  if (h < 65) return l < 0.35 ? 'brown' : 'yellow';
  if (h < 160) return 'green';
  if (h < 195) return 'teal';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

/** The distinct families of a file's dominant colours, most dominant first. */
export function colorFamiliesOf(hexColors: string[]): ColorFamily[] {
  return [...new Set(hexColors.map(colorFamilyOf))];
}

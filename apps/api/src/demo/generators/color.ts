export type Rgb = readonly [number, number, number];

export function hex(value: string): Rgb {
  const v = value.replace('#', '');
  const n = Number.parseInt(
    v.length === 3
      ? v
          .split('')
          .map((c) => c + c)
          .join('')
      : v,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

export function css(c: Rgb): string {
  return `#${((1 << 24) | (clamp255(c[0]) << 16) | (clamp255(c[1]) << 8) | clamp255(c[2])).toString(16).slice(1)}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(c: Rgb, f: number): Rgb {
  return [c[0] * f, c[1] * f, c[2] * f];
}

/** A colour at position t (0..1) along evenly spaced stops. */
export function ramp(stops: readonly Rgb[], t: number): Rgb {
  if (stops.length === 0) return [0, 0, 0];
  const x = Math.min(0.999999, Math.max(0, t)) * (stops.length - 1);
  const i = Math.floor(x);
  const a = stops[i] as Rgb;
  const b = (stops[i + 1] ?? a) as Rgb;
  return mix(a, b, x - i);
}

export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

/** BT.601 limited-range Y'CbCr, as yuv420p video stores it. */
export function toYuv(c: Rgb): [number, number, number] {
  const r = c[0] / 255;
  const g = c[1] / 255;
  const b = c[2] / 255;
  return [16 + 65.481 * r + 128.553 * g + 24.966 * b, 128 - 37.797 * r - 74.203 * g + 112 * b, 128 + 112 * r - 93.786 * g - 18.214 * b];
}

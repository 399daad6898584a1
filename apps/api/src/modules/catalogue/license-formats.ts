/** The sizes a buyer can license. Smaller image sizes are rendered from the original on first request. */
export interface LicenseFormat {
  name: string;
  label: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
}

const IMAGE_SIZES = [
  { name: 'small', label: 'Small', longEdge: 800 },
  { name: 'medium', label: 'Medium', longEdge: 1600 },
  { name: 'large', label: 'Large', longEdge: 3200 },
] as const;

const VIDEO_SIZES = [
  { name: 'sd', label: 'SD', height: 480 },
  { name: 'hd', label: 'HD', height: 720 },
  { name: 'full_hd', label: 'Full HD', height: 1080 },
  { name: '4k', label: '4K', height: 2160 },
] as const;

// A good JPEG of a photograph averages about a quarter of a byte per pixel; H.264 at these sizes about 8 Mbit/s per HD.
const JPEG_BYTES_PER_PIXEL = 0.25;
const H264_BYTES_PER_PIXEL_SECOND = 1.1;

function scale(width: number, height: number, factor: number) {
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export function imageLicenseFormats(original: { width: number; height: number; bytes: number; mime: string }): LicenseFormat[] {
  const longEdge = Math.max(original.width, original.height);
  const smaller = IMAGE_SIZES.filter((size) => size.longEdge < longEdge).map((size) => {
    const { width, height } = scale(original.width, original.height, size.longEdge / longEdge);
    return {
      name: size.name,
      label: size.label,
      width,
      height,
      bytes: Math.round(width * height * JPEG_BYTES_PER_PIXEL),
      mime: 'image/jpeg',
    };
  });
  return [
    ...smaller,
    { name: 'original', label: 'Original', width: original.width, height: original.height, bytes: original.bytes, mime: original.mime },
  ];
}

export function videoLicenseFormats(original: {
  width: number;
  height: number;
  bytes: number;
  mime: string;
  durationMs: number;
}): LicenseFormat[] {
  const shortEdge = Math.min(original.width, original.height);
  const seconds = original.durationMs / 1000;
  const smaller = VIDEO_SIZES.filter((size) => size.height < shortEdge).map((size) => {
    const { width, height } = scale(original.width, original.height, size.height / shortEdge);
    const even = { width: width - (width % 2), height: height - (height % 2) };
    return {
      name: size.name,
      label: size.label,
      ...even,
      bytes: Math.round(even.width * even.height * H264_BYTES_PER_PIXEL_SECOND * seconds),
      mime: 'video/mp4',
    };
  });
  return [
    ...smaller,
    { name: 'original', label: 'Original', width: original.width, height: original.height, bytes: original.bytes, mime: original.mime },
  ];
}

import readExif from 'exif-reader';

export interface ExifSummary {
  camera?: string;
  takenAt?: string;
}

/**
 * The camera and capture time a contributor expects to see prefilled. A broken EXIF block is common (edited files,
 * odd cameras) and never a reason to refuse the image, so any parse failure yields an empty summary.
 */
export function summariseExif(exifBlock: Buffer | undefined): ExifSummary {
  if (!exifBlock || exifBlock.length === 0) return {};
  try {
    const exif = readExif(exifBlock);
    const summary: ExifSummary = {};
    const camera = cameraName(text(exif.Image?.Make), text(exif.Image?.Model));
    if (camera) summary.camera = camera;
    const taken = exif.Photo?.DateTimeOriginal ?? exif.Image?.DateTime;
    if (taken instanceof Date && !Number.isNaN(taken.getTime())) {
      summary.takenAt = capturedAt(taken, text(exif.Photo?.OffsetTimeOriginal));
    }
    return summary;
  } catch {
    return {};
  }
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // EXIF strings are NUL-padded fixed-width fields.
  const trimmed = value.replace(/\0/g, '').trim();
  return trimmed || undefined;
}

/** Models usually repeat the make ("Canon" + "Canon EOS R5"); say it once. */
function cameraName(make: string | undefined, model: string | undefined): string | undefined {
  if (make && model) return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
  return model ?? make;
}

/**
 * EXIF times are the camera's wall clock with no zone; exif-reader reads them as if UTC. Keep them as a local ISO time,
 * with the offset only when the camera recorded one, rather than invent a zone.
 */
function capturedAt(taken: Date, offset: string | undefined): string {
  const local = taken.toISOString().slice(0, 19);
  return offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? `${local}${offset}` : local;
}

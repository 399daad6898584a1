export interface MeasuredMedia {
  width: number;
  height: number;
  /** Videos only. */
  durationSeconds?: number;
}

/** Null when this browser cannot decode the file (TIFF in most browsers, ProRes): the server measures it instead. */
export type MeasureMedia = (file: File, type: 'IMAGE' | 'VIDEO') => Promise<MeasuredMedia | null>;

async function measureImage(file: File): Promise<MeasuredMedia | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Some browsers refuse large images in createImageBitmap; an <img> may still read them.
    }
  }
  return readWithElement(
    file,
    () => new Image(),
    (image) => ({ width: image.naturalWidth, height: image.naturalHeight }),
  );
}

function measureVideo(file: File): Promise<MeasuredMedia | null> {
  return readWithElement(
    file,
    () => {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.muted = true;
      return video;
    },
    (video) => ({ width: video.videoWidth, height: video.videoHeight, durationSeconds: video.duration }),
  );
}

/** Loads the file into an element from an object URL, reads what it needs, and frees the URL. */
function readWithElement<E extends HTMLImageElement | HTMLVideoElement>(
  file: File,
  create: () => E,
  read: (element: E) => MeasuredMedia,
): Promise<MeasuredMedia | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const element = create();
    const finish = (result: MeasuredMedia | null) => {
      URL.revokeObjectURL(url);
      element.removeAttribute('src');
      resolve(result);
    };
    const onLoaded = () => {
      const measured = read(element);
      finish(measured.width > 0 && measured.height > 0 ? measured : null);
    };
    if (element instanceof HTMLVideoElement) element.addEventListener('loadedmetadata', onLoaded, { once: true });
    else element.addEventListener('load', onLoaded, { once: true });
    element.addEventListener('error', () => finish(null), { once: true });
    element.src = url;
  });
}

export const measureInBrowser: MeasureMedia = (file, type) => (type === 'IMAGE' ? measureImage(file) : measureVideo(file));

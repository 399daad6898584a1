import type { Storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-key';
import { sharp } from './configured-sharp';
import { encodeJpeg, encodeWebp } from './image-encoders';
import { rawImage } from './intermediate-image';
import { PHONE_PREVIEW_WIDTH, PREVIEW_LONG_EDGE, THUMBNAIL_WIDTHS, type ThumbnailWidth } from './media-limits';
import type { Derivative, DerivativeKind, RawImage } from './media-types';
import { type WatermarkStrength, watermarkLayer } from './watermark';

interface PlannedImage {
  kind: DerivativeKind;
  width: number;
  height: number;
  webpKey: string;
  jpegKey: string;
}

interface Size {
  width: number;
  height: number;
}

export interface DerivativeOptions {
  mediaId: string | number;
  watermarkText: string;
  /** The original's displayed size: heights follow its aspect ratio. */
  original: Size;
  revision?: string;
  /** The longest edge a thumbnail may have without a watermark (unwatermarkedLongEdge of the file's paid sizes). */
  unwatermarkedLongEdge: number;
}

/**
 * Thumbnails (one unwatermarked, at most `unwatermarkedLongEdge` long, then 800 and 1200 wide with the light
 * watermark; never enlarged) and the watermarked preview (1600 long edge, and 720 wide for phones, made from the
 * watermarked preview rather than watermarked again), each as WebP and JPEG, made from the decoded intermediate and
 * written to their fixed keys. Output carries no metadata: sharp drops EXIF, XMP and ICC unless told to keep them, and
 * the raw intermediate has none to begin with. Safe to run again: the same keys are overwritten, and each write is
 * atomic.
 */
export async function writeImageDerivatives(image: RawImage, options: DerivativeOptions, storage: Storage): Promise<Derivative[]> {
  const { mediaId, watermarkText, original, revision } = options;
  return store(
    await Promise.all([
      ...thumbnailOutputs(image, options),
      (async () => {
        const plan = previewPlan(original, mediaId, revision);
        const preview = await watermarked(image, plan, watermarkText, 'full');
        const phone = phonePreviewPlan(original, plan, mediaId, revision);
        // A preview no wider than the phone size would only be repeated.
        if (phone.width === plan.width) return encodeBoth(plan, preview);
        return [...(await encodeBoth(plan, preview)), ...(await encodeBoth(phone, await resized(preview, phone)))];
      })(),
    ]),
    storage,
  );
}

/** Only the thumbnails, as writeImageDerivatives makes them: what a file whose previews stay as they are needs. */
export async function writeThumbnails(image: RawImage, options: DerivativeOptions, storage: Storage): Promise<Derivative[]> {
  return store(await Promise.all(thumbnailOutputs(image, options)), storage);
}

async function store(outputs: EncodedFile[][], storage: Storage): Promise<Derivative[]> {
  const files = outputs.flat();
  await Promise.all(files.map((file) => storage.put(file.derivative.key, file.body, file.contentType)));
  return files.map((file) => file.derivative);
}

function thumbnailOutputs(image: RawImage, { mediaId, watermarkText, original, revision, unwatermarkedLongEdge }: DerivativeOptions) {
  return thumbnailSizes(original, image.width, unwatermarkedLongEdge).map(async (size) => {
    const plan: PlannedImage = {
      kind: `thumb-${size.name}`,
      width: size.width,
      height: size.height,
      webpKey: storageKeys.thumbnail(mediaId, size.name, 'webp', revision),
      jpegKey: storageKeys.thumbnail(mediaId, size.name, 'jpg', revision),
    };
    return encodeBoth(plan, size.watermark ? await watermarked(image, plan, watermarkText, size.watermark) : await resized(image, plan));
  });
}

// Heights follow the original's aspect ratio, not the intermediate's, whose rounding would show as an extra pixel row.
const heightFor = (original: Size, width: number) => Math.max(1, Math.round((original.height * width) / original.width));

export interface ThumbnailSize extends Size {
  name: ThumbnailWidth;
  watermark: WatermarkStrength | null;
}

/**
 * The thumbnails of a picture: the unwatermarked one fits `unwatermarkedLongEdge` on its long edge (so a portrait is
 * narrower than a landscape), the others are as wide as their name and marked. `available` is the intermediate's width,
 * which is at least min(original width, widest thumbnail): nothing is enlarged.
 */
export function thumbnailSizes(original: Size, available: number, unwatermarkedLongEdge: number): ThumbnailSize[] {
  const [plain, ...marked] = THUMBNAIL_WIDTHS;
  const { width, height } = fitLongEdge(original, unwatermarkedLongEdge);
  const sizes: ThumbnailSize[] = [{ name: plain, width, height, watermark: null }];
  for (const name of marked) {
    const markedWidth = Math.min(name, available);
    // An original narrower than a size would only repeat the previous thumbnail.
    if (sizes.some((size) => size.width === markedWidth)) continue;
    sizes.push({ name, width: markedWidth, height: heightFor(original, markedWidth), watermark: 'light' });
  }
  return sizes;
}

/** The original scaled down (never up) so that its long edge is at most `limit`; the short edge follows. */
function fitLongEdge(original: Size, limit: number): Size {
  const landscape = original.width >= original.height;
  const longEdge = Math.min(limit, Math.max(original.width, original.height));
  const shortEdge = Math.max(
    1,
    Math.round((Math.min(original.width, original.height) * longEdge) / Math.max(original.width, original.height)),
  );
  return { width: landscape ? longEdge : shortEdge, height: landscape ? shortEdge : longEdge };
}

function previewPlan(original: Size, mediaId: string | number, revision: string | undefined): PlannedImage {
  return {
    kind: 'preview',
    ...fitLongEdge(original, PREVIEW_LONG_EDGE),
    webpKey: storageKeys.preview(mediaId, 'webp', revision),
    jpegKey: storageKeys.preview(mediaId, 'jpg', revision),
  };
}

function phonePreviewPlan(original: Size, preview: PlannedImage, mediaId: string | number, revision: string | undefined): PlannedImage {
  const width = Math.min(PHONE_PREVIEW_WIDTH, preview.width);
  return {
    kind: 'preview',
    width,
    height: heightFor(original, width),
    webpKey: storageKeys.phonePreview(mediaId, 'webp', revision),
    jpegKey: storageKeys.phonePreview(mediaId, 'jpg', revision),
  };
}

function input(image: RawImage) {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
}

/** Resized once to raw pixels, then encoded twice, rather than resizing again for each format. */
async function resized(image: RawImage, plan: PlannedImage): Promise<RawImage> {
  if (plan.width === image.width && plan.height === image.height) return image;
  const { data, info } = await input(image).resize(plan.width, plan.height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return rawImage(data, info);
}

async function watermarked(image: RawImage, plan: PlannedImage, text: string, strength: WatermarkStrength): Promise<RawImage> {
  const layer = await watermarkLayer(text, plan.width, plan.height, strength);
  const { data, info } = await input(image)
    .resize(plan.width, plan.height, { fit: 'fill' })
    .composite([layer])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const marked = rawImage(data, info);
  // Compositing adds an alpha band; an opaque picture should not carry one into the WebP.
  if (image.channels === 3 && marked.channels === 4) {
    const { data: opaque, info: opaqueInfo } = await input(marked).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return rawImage(opaque, opaqueInfo);
  }
  return marked;
}

type EncodedFile = { body: Buffer; contentType: string; derivative: Derivative };

async function encodeBoth(plan: PlannedImage, image: RawImage): Promise<EncodedFile[]> {
  const [webp, jpeg] = await Promise.all([encodeWebp(input(image)), encodeJpeg(input(image))]);
  const file = (format: 'webp' | 'jpeg', key: string, body: Buffer) => ({
    body,
    contentType: `image/${format}`,
    derivative: { kind: plan.kind, width: image.width, height: image.height, format, bytes: body.length, key } satisfies Derivative,
  });
  return [file('webp', plan.webpKey, webp), file('jpeg', plan.jpegKey, jpeg)];
}

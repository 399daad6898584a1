import type { Storage } from '../storage/storage';
import { sharp } from './configured-sharp';
import { derivativeKeys } from './derivative-keys';
import { encodeJpeg, encodeWebp } from './image-encoders';
import { rawImage } from './intermediate-image';
import { PHONE_PREVIEW_WIDTH, PREVIEW_LONG_EDGE, THUMBNAIL_WIDTHS } from './media-limits';
import type { Derivative, DerivativeKind, RawImage } from './media-types';
import { watermarkLayer } from './watermark';

interface PlannedImage {
  kind: DerivativeKind;
  width: number;
  height: number;
  webpKey: string;
  jpegKey: string;
}

/**
 * Thumbnails (400/800/1200 wide, never enlarged) and the watermarked preview (1600 long edge, and 720 wide for phones,
 * made from the watermarked preview rather than watermarked again), each as WebP and JPEG,
 * made from the decoded intermediate and written to their fixed keys. Output carries no metadata: sharp drops EXIF,
 * XMP and ICC unless told to keep them, and the raw intermediate has none to begin with. Safe to run again: the same
 * keys are overwritten, and each write is atomic.
 */
export async function writeImageDerivatives(
  image: RawImage,
  { mediaId, watermarkText, original, revision }: { mediaId: string | number; watermarkText: string; original: Size; revision?: string },
  storage: Storage,
): Promise<Derivative[]> {
  const outputs = await Promise.all([
    ...thumbnailPlans(image, original, mediaId, revision).map(async (plan) => encodeBoth(plan, await resized(image, plan))),
    (async () => {
      const plan = previewPlan(original, mediaId, revision);
      const preview = await watermarked(image, plan, watermarkText);
      const phone = phonePreviewPlan(original, plan, mediaId, revision);
      // A preview no wider than the phone size would only be repeated.
      if (phone.width === plan.width) return encodeBoth(plan, preview);
      return [...(await encodeBoth(plan, preview)), ...(await encodeBoth(phone, await resized(preview, phone)))];
    })(),
  ]);
  const files = outputs.flat();
  await Promise.all(files.map((file) => storage.put(file.derivative.key, file.body, file.contentType)));
  return files.map((file) => file.derivative);
}

interface Size {
  width: number;
  height: number;
}

// Heights follow the original's aspect ratio, not the intermediate's, whose rounding would show as an extra pixel row.
const heightFor = (original: Size, width: number) => Math.max(1, Math.round((original.height * width) / original.width));

function thumbnailPlans(image: RawImage, original: Size, mediaId: string | number, revision: string | undefined): PlannedImage[] {
  const plans: PlannedImage[] = [];
  for (const target of THUMBNAIL_WIDTHS) {
    // The intermediate is at least min(original width, widest thumbnail) wide, so this never enlarges.
    const width = Math.min(target, image.width);
    // An original narrower than a size would only repeat the previous thumbnail.
    if (plans.some((plan) => plan.width === width)) continue;
    plans.push({
      kind: `thumb-${target}`,
      width,
      height: heightFor(original, width),
      webpKey: derivativeKeys.thumbnail(mediaId, target, 'webp', revision),
      jpegKey: derivativeKeys.thumbnail(mediaId, target, 'jpg', revision),
    });
  }
  return plans;
}

function previewPlan(original: Size, mediaId: string | number, revision: string | undefined): PlannedImage {
  const landscape = original.width >= original.height;
  const longEdge = Math.min(PREVIEW_LONG_EDGE, Math.max(original.width, original.height));
  const shortEdge = Math.max(
    1,
    Math.round((Math.min(original.width, original.height) * longEdge) / Math.max(original.width, original.height)),
  );
  return {
    kind: 'preview',
    width: landscape ? longEdge : shortEdge,
    height: landscape ? shortEdge : longEdge,
    webpKey: derivativeKeys.preview(mediaId, 'webp', revision),
    jpegKey: derivativeKeys.preview(mediaId, 'jpg', revision),
  };
}

function phonePreviewPlan(original: Size, preview: PlannedImage, mediaId: string | number, revision: string | undefined): PlannedImage {
  const width = Math.min(PHONE_PREVIEW_WIDTH, preview.width);
  return {
    kind: 'preview',
    width,
    height: heightFor(original, width),
    webpKey: derivativeKeys.phonePreview(mediaId, 'webp', revision),
    jpegKey: derivativeKeys.phonePreview(mediaId, 'jpg', revision),
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

async function watermarked(image: RawImage, plan: PlannedImage, text: string): Promise<RawImage> {
  const layer = await watermarkLayer(text, plan.width, plan.height);
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

async function encodeBoth(plan: PlannedImage, image: RawImage) {
  const [webp, jpeg] = await Promise.all([encodeWebp(input(image)), encodeJpeg(input(image))]);
  const file = (format: 'webp' | 'jpeg', key: string, body: Buffer) => ({
    body,
    contentType: `image/${format}`,
    derivative: { kind: plan.kind, width: image.width, height: image.height, format, bytes: body.length, key } satisfies Derivative,
  });
  return [file('webp', plan.webpKey, webp), file('jpeg', plan.jpegKey, jpeg)];
}

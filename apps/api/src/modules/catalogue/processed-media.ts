import type { Derivative } from '../../media';

/**
 * The generation of public renditions the pipeline makes now. 1: thumbnails over UNWATERMARKED_MAX_LONG_EDGE carry
 * the light watermark. A file whose media_files.renditions_version is lower is re-rendered in the background
 * (renditions-upgrade.job.ts); raise it when the pipeline changes what is public.
 */
export const RENDITIONS_VERSION = 1;

/** How the catalogue stores the media module's renditions: thumbnails by width, one preview per format, the clip. */
export function catalogueDerivatives(derivatives: Derivative[]) {
  return derivatives.map((d) => ({
    kind: d.kind.startsWith('thumb-') ? 'thumb' : d.kind === 'preview-clip' ? 'clip' : 'preview',
    format: d.format,
    width: d.width,
    height: d.height,
    bytes: d.bytes,
    key: d.key,
  }));
}

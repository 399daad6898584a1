import type { Derivative } from '../../media';

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

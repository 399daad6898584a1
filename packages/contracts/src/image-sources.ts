import type { ImageSource } from './media';

/** An img srcset from renditions of known widths. */
export const srcSet = (sources: readonly ImageSource[]) => sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/**
 * How wide the file page shows its preview: beside the 22rem details column from 1024 px up, the page's width less
 * its margins below. The page's <img> and the server's preload of it must say the same, or the browser fetches twice.
 */
export const FILE_PREVIEW_SIZES = '(min-width: 1024px) calc(100vw - 30rem), calc(100vw - 3.5rem)';

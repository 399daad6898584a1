/** Smaller rows on phones, so two or three files still share a row. */
export const targetRowHeightFor = (containerWidth: number) => (containerWidth < 640 ? 150 : containerWidth < 1024 ? 200 : 240);
export const GRID_GAP = 8;
/** Where nothing can be measured (jsdom in tests), the grid lays out for a common laptop width. */
export const FALLBACK_WIDTH = 1200;

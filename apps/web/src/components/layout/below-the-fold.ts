/**
 * For a block that starts below the first screen: the browser skips its style, layout and paint until it nears the
 * viewport, which on a phone is much of a long page's first-load main-thread work. The intrinsic size holds its place
 * so the scrollbar does not jump; `auto` remembers the real size once it has been rendered.
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

import type { ImageSource } from '@stock/contracts';

export { srcSet } from '@stock/contracts/values';

/** The fallback `src`: the smallest rendition at least as wide as the frame, else the widest there is. */
export function sourceFor(sources: readonly ImageSource[], width: number): string | undefined {
  const byWidth = [...sources].sort((a, b) => a.width - b.width);
  return (byWidth.find((source) => source.width >= width) ?? byWidth.at(-1))?.url;
}

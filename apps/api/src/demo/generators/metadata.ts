/** Words true of any generated picture, the last padding when a scene's own words run short. */
const GENERIC = ['design', 'graphic', 'creative', 'digital', 'visual', 'artwork', 'decorative', 'modern', 'color', 'stock image'];

/** Assembles keywords: lower-case, trimmed, de-duplicated, most specific first, padded from fallbacks to at least 20, cut at 40. */
export function buildKeywords(specific: readonly (string | false | undefined)[], fallback: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (word: string | false | undefined) => {
    if (!word) return;
    const k = word.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!k || seen.has(k)) return;
    seen.add(k);
    out.push(k);
  };
  for (const w of specific) add(w);
  for (const w of [...fallback, ...GENERIC]) {
    if (out.length >= 20) break;
    add(w);
  }
  return out.slice(0, 40);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function orientationKeywords(width: number, height: number): string[] {
  const ratio = width / height;
  if (ratio >= 2) return ['panoramic', 'banner', 'header'];
  if (ratio > 1.1) return ['horizontal'];
  if (ratio < 0.9) return ['vertical', 'portrait format', 'phone wallpaper'];
  return ['square', 'social media'];
}

import { FILE_METADATA_LIMITS } from '@stock/contracts/values';
import type { TFunction } from 'i18next';

/** "Sunset, beach; Sea" -> ["sunset", "beach", "sea"]: keywords as the server stores them, lower-cased and trimmed. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((word) => word.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((word) => word.length > 0 && word.length <= FILE_METADATA_LIMITS.keywordMaxLength);
}

/** Adds keywords at the end, skipping ones already there, up to the maximum. */
export function addKeywords(current: readonly string[], added: readonly string[]): string[] {
  const next = [...current];
  for (const word of added) if (!next.includes(word) && next.length < FILE_METADATA_LIMITS.keywordsMax) next.push(word);
  return next;
}

/** What is wrong with a keyword list for saving: none, or 5 to 50 (the server's rule). */
export function keywordsError(keywords: readonly string[], t: TFunction<'contributor-files'>): string | undefined {
  const { keywordsMin, keywordsMax } = FILE_METADATA_LIMITS;
  if (keywords.length > 0 && keywords.length < keywordsMin)
    return t('contributor-files:errors.tooFewKeywords', { min: keywordsMin, count: keywords.length });
  if (keywords.length > keywordsMax) return t('contributor-files:errors.tooManyKeywords', { max: keywordsMax });
  return undefined;
}

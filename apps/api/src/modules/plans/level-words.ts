import type { Language } from '@stock/contracts';
import { EARNINGS_LEVELS } from './plans-config';

/** "Level 3" in the other interface languages; English is the level's name in plans-config.ts. */
const LEVEL_WORDS: Record<Exclude<Language, 'en'>, (number: number) => string> = {
  de: (number) => `Stufe ${number}`,
  fr: (number) => `Niveau ${number}`,
  es: (number) => `Nivel ${number}`,
  'pt-BR': (number) => `Nível ${number}`,
  ja: (number) => `レベル${number}`,
};

/**
 * An earnings level's name in `language`, from its English name (as the config and each statement line store it);
 * a name the config does not know is shown as stored.
 */
export function levelNameIn(englishName: string, language: Language): string {
  if (language === 'en') return englishName;
  const index = EARNINGS_LEVELS.findIndex((level) => level.name === englishName);
  return index === -1 ? englishName : LEVEL_WORDS[language](index + 1);
}

import type { Language } from '@stock/contracts';

/**
 * The licensed sizes' names in the other interface languages, by the English label that license-formats.ts gives them
 * and that files and licences store. The video sizes (SD, HD, Full HD, 4K) read the same everywhere.
 */
const FORMAT_WORDS: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  de: { Small: 'Klein', Medium: 'Mittel', Large: 'Groß', Original: 'Original' },
  fr: { Small: 'Petit', Medium: 'Moyen', Large: 'Grand', Original: 'Original' },
  es: { Small: 'Pequeño', Medium: 'Mediano', Large: 'Grande', Original: 'Original' },
  'pt-BR': { Small: 'Pequeno', Medium: 'Médio', Large: 'Grande', Original: 'Original' },
  ja: { Small: '小サイズ', Medium: '中サイズ', Large: '大サイズ', Original: 'オリジナル' },
};

/** A stored size label in `language`; a label this table does not name reads as stored. */
export function formatLabelIn(storedLabel: string, language: Language): string {
  return language === 'en' ? storedLabel : (FORMAT_WORDS[language][storedLabel] ?? storedLabel);
}

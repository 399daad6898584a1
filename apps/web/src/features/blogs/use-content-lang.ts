import type { Language } from '@stock/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The `lang` an article's element needs: its own language when it differs from the interface's (a post without a
 * translation into the reader's language shows its original), so screen readers and hyphenation follow the text.
 */
export function useContentLang(language: Language): Language | undefined {
  const { i18n } = useTranslation();
  return language === (i18n.resolvedLanguage ?? i18n.language) ? undefined : language;
}

import { currentLanguage } from '../../components/format/current-language';

/** Country names in the interface's language ("Deutschland", "ドイツ"); the English name where the browser has none. */
export function countryNamer(): (code: string, englishName: string) => string {
  const names = new Intl.DisplayNames([currentLanguage()], { type: 'region', fallback: 'none' });
  return (code, englishName) => names.of(code) ?? englishName;
}

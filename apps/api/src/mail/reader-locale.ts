import { DEFAULT_LOCALE, isLocale, type Locale } from '@stock/contracts';

/** The language of an e-mail to a person: the one their account chose, else the one their request came in. */
export function readerLocale(account: { locale: string | null } | undefined, requestLocale: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(account?.locale) ? account.locale : requestLocale;
}

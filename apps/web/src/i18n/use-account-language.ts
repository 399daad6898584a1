import { isLocale } from '@stock/contracts/values';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useSessionUser } from '../api/session';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';
import { urlLanguage } from './resolve-language';

/**
 * The account's language, for a browser that has no choice of its own yet (no `?lang=`, no cookie): after signing in
 * on a new device the interface turns to the language chosen on another, and the cookie keeps it from then on.
 */
export function useAccountLanguage(): void {
  const buyer = useSessionUser<{ locale?: string | null }>('buyer');
  const contributor = useSessionUser<{ locale?: string | null }>('contributor');
  const admin = useSessionUser<{ locale?: string | null }>('admin');
  const accountLanguage = [buyer, contributor, admin].map((user) => user?.locale).find(isLocale);
  useEffect(() => {
    if (!accountLanguage || urlLanguage(window.location) || readLanguageCookie()) return;
    writeLanguageCookie(accountLanguage);
    void i18next.changeLanguage(accountLanguage);
  }, [accountLanguage]);
}

import type { Locale, UserData } from '@stock/contracts';
import i18next from 'i18next';
import { apiRequest } from '../api/client';
import { getToken, type Role, replaceSessionUser } from '../api/session';
import { writeLanguageCookie } from './language-cookie';

const ROLES: readonly Role[] = ['buyer', 'contributor', 'admin'];

/**
 * The picker's choice: the interface switches at once, the cookie remembers it on this browser, and every signed-in
 * account remembers it for the next browser and for the e-mails it is sent.
 */
export async function chooseLanguage(language: Locale): Promise<void> {
  writeLanguageCookie(language);
  await i18next.changeLanguage(language);
  await Promise.all(
    ROLES.filter((role) => getToken(role)).map(async (role) => {
      const answer = await apiRequest<UserData>('/profile/locale', { method: 'PATCH', role, body: { locale: language } });
      if (answer.status) replaceSessionUser(role, answer.data.user);
    }),
  );
}

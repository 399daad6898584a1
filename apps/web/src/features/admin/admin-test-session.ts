import type { Locale } from '@stock/contracts/values';
import i18next from 'i18next';
import { vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';

/** For the console's page tests: an administrator is signed in and reads the interface in `language`. */
export async function adminReading(language: Locale): Promise<void> {
  await i18next.changeLanguage(language);
  localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
  localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
}

/** After each such test: the API stubs go, and the next test reads English again. */
export async function endAdminTest(): Promise<void> {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
}

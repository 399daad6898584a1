import i18next from 'i18next';

// The portfolio editor checks with these too; its page may not have asked for the account strings yet.
void i18next.loadNamespaces('account');

/** The public profile's limits, as the server checks them. */
export const DISPLAY_NAME_MAX = 60;
export const BIO_MAX = 1000;
export const LOCATION_MAX = 100;
export const LINKS_MAX = 5;

export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function displayNameError(value: string): string | undefined {
  if (!value.trim()) return i18next.t('account:validation.displayNameEmpty');
  return value.trim().length > DISPLAY_NAME_MAX ? i18next.t('account:validation.tooLong', { count: DISPLAY_NAME_MAX }) : undefined;
}

export const maxLengthError = (value: string, max: number) =>
  value.trim().length > max ? i18next.t('account:validation.tooLong', { count: max }) : undefined;

export function linksError(text: string): string | undefined {
  const links = linesOf(text);
  if (links.length > LINKS_MAX) return i18next.t('account:validation.tooManyLinks', { count: LINKS_MAX });
  const bad = links.find((link) => !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link) || link.length > 300);
  return bad ? i18next.t('account:validation.badLink', { link: bad }) : undefined;
}

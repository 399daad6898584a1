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
  if (!value.trim()) return 'The public name must not be empty.';
  return value.trim().length > DISPLAY_NAME_MAX ? `Use at most ${DISPLAY_NAME_MAX} characters.` : undefined;
}

export const maxLengthError = (value: string, max: number) => (value.trim().length > max ? `Use at most ${max} characters.` : undefined);

export function linksError(text: string): string | undefined {
  const links = linesOf(text);
  if (links.length > LINKS_MAX) return `Add at most ${LINKS_MAX} links.`;
  const bad = links.find((link) => !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link) || link.length > 300);
  return bad ? `"${bad}" is not a web address starting with https:// or http://.` : undefined;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TranslatedStateWords } from '../state-words';
import { BLOG_AUDIENCE } from './blog-audience';
import { CATALOGUE_FILE_STATUS, CONSOLE_FILE_STATUS } from './file-status';
import { MEDIA_TYPE } from './media-type';
import { RESELLER_STATUS } from './reseller-status';
import { ROLE } from './role';

/**
 * The API's state words are the words the screens show (each table names the web strings it follows). The web's
 * catalogues are read here as the translators wrote them, so that a word changed on one side only fails.
 */
const WEB_LOCALES = new URL('../../../../../web/src/locales/', import.meta.url);
type Strings = { [key: string]: string | Strings };
const webString = (language: string, namespace: string, path: string): string => {
  const catalogue = JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, WEB_LOCALES), 'utf8')) as Strings;
  const value = path
    .split('.')
    .reduce<string | Strings | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), catalogue);
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${path}`);
  return value;
};
/** The cases of an ICU select ("{status, select, pending {Offen} other {…}}"), by their selector. */
const selectCases = (message: string) =>
  Object.fromEntries([...message.matchAll(/(\w+) \{([^{}]*)\}/g)].map(([, key, text]) => [key, text]));

/**
 * Each table with the words the web shows for its values. Where the web has only a plural (the console's tabs and
 * filters: "Pendientes", "Versés"), the API's word for one item is its own singular and is not compared: a
 * reseller application's "pending" and every withdrawal status. Test-card outcomes have no words on screen.
 */
const tables: [string, TranslatedStateWords<string>, (language: string) => Record<string, string>][] = [
  [
    'blog audience',
    BLOG_AUDIENCE,
    (l) => ({
      buyers: webString(l, 'admin-blogs', 'audience.buyers'),
      contributors: webString(l, 'admin-blogs', 'audience.contributors'),
    }),
  ],
  [
    'media type',
    MEDIA_TYPE,
    (l) => ({ IMAGE: webString(l, 'contributor-files', 'edit.image'), VIDEO: webString(l, 'contributor-files', 'edit.video') }),
  ],
  [
    'role',
    ROLE,
    (l) => ({
      buyer: webString(l, 'admin-people', 'roles.buyer'),
      contributor: webString(l, 'admin-people', 'roles.contributor'),
      admin: webString(l, 'admin-people', 'roles.admin'),
    }),
  ],
  [
    'reseller status',
    RESELLER_STATUS,
    (l) => {
      const decided = selectCases(webString(l, 'admin-resellers', 'card.decided'));
      return { approved: decided.approved ?? '', declined: decided.other ?? '' };
    },
  ],
  [
    'file status in the catalogue',
    CATALOGUE_FILE_STATUS,
    (l) =>
      Object.fromEntries(
        ['DRAFT', 'inreview', 'rejected', 'published', 'removed'].map((s) => [s, webString(l, 'contributor-files', `status.label.${s}`)]),
      ),
  ],
  [
    'file status in the console',
    CONSOLE_FILE_STATUS,
    (l) => ({
      DRAFT: webString(l, 'admin-files', 'status.draft'),
      inreview: webString(l, 'admin-files', 'status.inReview'),
      rejected: webString(l, 'admin-files', 'status.rejected'),
      published: webString(l, 'admin-files', 'status.published'),
      removed: webString(l, 'admin-files', 'status.removed'),
    }),
  ],
];

describe('state words', () => {
  it.each(tables)('%s: the words the web app shows, in every language', (_name, table, shown) => {
    for (const [language, words] of Object.entries(table)) {
      const expected = shown(language);
      const compared = Object.fromEntries(Object.keys(expected).map((value) => [value, (words as Record<string, string>)[value]]));
      expect({ language, words: compared }).toEqual({ language, words: expected });
    }
  });
});

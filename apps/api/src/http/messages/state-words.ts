import type { Language } from '@stock/contracts';
import { BLOG_AUDIENCE } from './state-words/blog-audience';
import { CATALOGUE_FILE_STATUS, CONSOLE_FILE_STATUS, FILE_STATUS_PROSE } from './state-words/file-status';
import { MEDIA_TYPE, MEDIA_TYPE_PROSE } from './state-words/media-type';
import { RESELLER_STATUS } from './state-words/reseller-status';
import { ROLE } from './state-words/role';
import { TEST_CARD_OUTCOME } from './state-words/test-card-outcome';
import { WITHDRAWAL_STATUS } from './state-words/withdrawal-status';

type OtherLanguage = Exclude<Language, 'en'>;

/** Each state's word in every language but English, keyed by the state as stored. */
export type TranslatedStateWords<S extends string> = Record<OtherLanguage, Record<S, string>>;

/** A kind of state word: the English a message of ours inserts for each state, and every other language's word. */
type StateWords<S extends string> = { en: Record<S, string> } & TranslatedStateWords<S>;

/** English that inserts the state as the API sends it (`DRAFT`, `inreview`), as the messages always have. */
function asSent<S extends string>(words: TranslatedStateWords<S>): Record<S, string> {
  return Object.fromEntries(Object.keys(words.de).map((state) => [state, state])) as Record<S, string>;
}

/**
 * The kinds of state word a message may insert: statuses, and the other enumerated words of a message (a file's type,
 * a blog's audience, a role, what a test card does). Another language shows the word its reader sees on screen, so the
 * same status has a kind per screen where those words differ (a contributor's catalogue and the console).
 */
const STATE_WORDS = {
  'file-status': { en: asSent(CATALOGUE_FILE_STATUS), ...CATALOGUE_FILE_STATUS },
  'file-status-prose': { en: FILE_STATUS_PROSE, ...CATALOGUE_FILE_STATUS },
  'console-file-status': { en: asSent(CONSOLE_FILE_STATUS), ...CONSOLE_FILE_STATUS },
  'console-file-status-prose': { en: FILE_STATUS_PROSE, ...CONSOLE_FILE_STATUS },
  'withdrawal-status': { en: asSent(WITHDRAWAL_STATUS), ...WITHDRAWAL_STATUS },
  'reseller-status': { en: asSent(RESELLER_STATUS), ...RESELLER_STATUS },
  'media-type-prose': { en: MEDIA_TYPE_PROSE, ...MEDIA_TYPE },
  'blog-audience': { en: asSent(BLOG_AUDIENCE), ...BLOG_AUDIENCE },
  role: { en: asSent(ROLE), ...ROLE },
  'test-card-outcome': { en: asSent(TEST_CARD_OUTCOME), ...TEST_CARD_OUTCOME },
} satisfies Record<string, StateWords<string>>;

export type StateKind = keyof typeof STATE_WORDS;
type StateOf<K extends StateKind> = keyof (typeof STATE_WORDS)[K]['en'] & string;

/**
 * The English word for `state` in a message. Written inside the message's template (`${stateWord('file-status', s)}`)
 * it marks that slot `{n:file-status}` for the catalogues, and only such a slot gets the reader's word: any other
 * value, a company called "approved" too, is put in as it is.
 */
export function stateWord<K extends StateKind>(kind: K, state: StateOf<K>): string {
  const english: Record<string, string> = STATE_WORDS[kind].en;
  return english[state] ?? state;
}

/** The word in another language for the English word of a kind, if the kind knows it. */
export type StateWordLookup = (kind: string, english: string) => string | undefined;

export function stateWordsIn(language: OtherLanguage): StateWordLookup {
  const byKind = new Map<string, Map<string, string>>();
  for (const [kind, words] of Object.entries(STATE_WORDS) as [string, StateWords<string>][]) {
    byKind.set(kind, new Map(Object.entries(words.en).map(([state, english]) => [english, words[language][state] ?? english])));
  }
  return (kind, english) => byKind.get(kind)?.get(english);
}

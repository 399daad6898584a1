import type { StateWordLookup } from './state-words';

/**
 * One language's wording of the API's messages: each English message as the source writes it, `{0}`, `{1}`... for the
 * values a template inserts (in the order they appear in English), mapped to its translation with the same
 * placeholders, in any order. A slot the English declares a state word, `{0:file-status}`, is `{0}` in the translation:
 * its kind is the English's to say, since the source's `stateWord` call says it (state-words.ts).
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\d+)(?::([a-z-]+))?\}/g;
/** The same, to split a template at: without groups, which `split` would put into its answer. */
const SLOT = /\{\d+(?::[a-z-]+)?\}/;

interface Template {
  pattern: RegExp;
  translation: string;
  /** Placeholders whose value is a message of its own (a reason put before or after a sentence): translated too. */
  sentenceSlots: Set<number>;
  /** Placeholders whose value is a state word, with its kind: the reader's word for it goes in. */
  stateSlots: Map<number, string>;
}

export interface CompiledCatalogue {
  exact: Map<string, string>;
  templates: Template[];
  stateWord: StateWordLookup;
}

/**
 * Longer messages are sent as they are: matching one against every template with several open values backtracks in
 * proportion to its length, and no message of ours with a few hundred characters of user text comes near this.
 */
export const LONGEST_TRANSLATED_MESSAGE = 1_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The placeholders of a message, sorted: the check that a translation keeps exactly the English ones. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[0]).sort();
}

/** The English of a template with its slots' kinds left out: the placeholders its translation must have. */
export const withoutSlotKinds = (english: string) => english.replace(PLACEHOLDER, '{$1}');

function stateSlotsOf(english: string): Map<number, string> {
  return new Map([...english.matchAll(PLACEHOLDER)].flatMap(([, index, kind]) => (kind ? [[Number(index), kind] as const] : [])));
}

/**
 * A placeholder that opens the message before another sentence (`{0} Nothing was charged.`, `{0} 2 tries left.`) or
 * closes it after a
 * colon or a full stop (`This file cannot be submitted yet: {0}`) stands for a whole message, such as a reason.
 * Any other value (a name, a title, an amount) is inserted as it is.
 */
function sentenceSlotsOf(english: string): Set<number> {
  const slots = new Set<number>();
  const opening = /^\{(\d+)\} [\p{Lu}\d{]/u.exec(english);
  if (opening) slots.add(Number(opening[1]));
  const closing = /[:.] \{(\d+)\}$/.exec(english);
  if (closing) slots.add(Number(closing[1]));
  return slots;
}

function compileTemplate(english: string, translation: string): Template {
  const source = english.split(SLOT).map(escapeRegExp).join('([\\s\\S]*?)');
  return { pattern: new RegExp(`^${source}$`), translation, sentenceSlots: sentenceSlotsOf(english), stateSlots: stateSlotsOf(english) };
}

/** The literal text of a template: more of it means a more specific template, tried first. */
const fixedLength = (english: string) => english.replace(PLACEHOLDER, '').length;

/** `stateWord` gives the catalogue's language's word for a state word slot's value (state-words.ts). */
export function compileCatalogue(catalogue: MessageCatalogue, stateWord: StateWordLookup = () => undefined): CompiledCatalogue {
  const exact = new Map<string, string>();
  const templates: Array<{ english: string; template: Template }> = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (placeholdersOf(english).length === 0) exact.set(english, translation);
    else templates.push({ english, template: compileTemplate(english, translation) });
  }
  templates.sort((a, b) => fixedLength(b.english) - fixedLength(a.english));
  return { exact, templates: templates.map(({ template }) => template), stateWord };
}

/**
 * The message in the catalogue's language, or the message itself when the catalogue lacks it. Values are put in by a
 * function, so that `$&` or `{1}` in a name stays literally what the person typed.
 */
export function translateMessage(message: string, catalogue: CompiledCatalogue): string {
  const exact = catalogue.exact.get(message);
  if (exact !== undefined) return exact;
  if (message.length > LONGEST_TRANSLATED_MESSAGE) return message;
  for (const template of catalogue.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = match.slice(1);
    return template.translation.replace(PLACEHOLDER, (_placeholder, index: string) => {
      const slot = Number(index);
      const value = values[slot] ?? '';
      const kind = template.stateSlots.get(slot);
      if (kind !== undefined) return catalogue.stateWord(kind, value) ?? value;
      return template.sentenceSlots.has(slot) ? translateMessage(value, catalogue) : value;
    });
  }
  return message;
}

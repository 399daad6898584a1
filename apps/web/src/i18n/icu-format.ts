import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { I18nFormatModule } from 'i18next';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';

/** A message as the built app ships it: plain text as it is, anything with ICU syntax already parsed (build/precompile-messages.ts). */
export type Message = string | MessageFormatElement[];

/**
 * Text that ICU would give back unchanged: no argument, no plural, no quoting. Most messages are plain, and formatting
 * one through ICU costs a parse and a locale lookup for nothing. Without braces an apostrophe quotes nothing; only a
 * doubled one means something (a single apostrophe).
 */
export function isPlainText(message: string): boolean {
  return !/[{}]/.test(message) && !message.includes("''");
}

function memoized<Args extends unknown[], Value>(create: (...args: Args) => Value): (...args: Args) => Value {
  const made = new Map<string, Value>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = create(...args);
      made.set(key, value);
    }
    return value;
  };
}

/** One NumberFormat, DateTimeFormat and PluralRules per locale and options, shared by every message. */
const sharedFormatters: Formatters = {
  getNumberFormat: memoized((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getDateTimeFormat: memoized((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: memoized((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

// IntlMessageFormat resolves its locale (Intl.supportedLocalesOf, new Intl.Locale) for every message it is built for:
// on a page's first render that was most of the time spent formatting. Six languages resolve to six answers.
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

interface Compiled {
  message: Message;
  format: IntlMessageFormat;
}

/**
 * i18next's message formatter for ICU MessageFormat. It takes messages the build has parsed already, so the app ships
 * without the ICU parser, and returns plain text without formatting it.
 */
export class IcuFormat implements I18nFormatModule {
  static readonly type = 'i18nFormat';
  readonly type = 'i18nFormat';
  // A parsed message is an array: i18next hands it to parse() instead of treating it as an object to return.
  readonly handleAsObject = false;
  private readonly compiled = new Map<string, Compiled>();

  init(): void {}

  parse(message: Message, values: Record<string, unknown>, language: string, namespace: string, key: string): string {
    if (typeof message === 'string' && isPlainText(message)) return message;
    const id = `${language}\u0000${namespace}\u0000${key}`;
    let entry = this.compiled.get(id);
    try {
      if (entry?.message !== message) {
        // Tags stay text: react-i18next's <Trans> puts its components in for <0></0> itself.
        entry = { message, format: new IntlMessageFormat(message, language, undefined, { ignoreTag: true, formatters: sharedFormatters }) };
        this.compiled.set(id, entry);
      }
      // Text, unless a value is itself an element: then IntlMessageFormat gives the parts.
      return entry.format.format(values) as string;
    } catch {
      // A message that cannot be formatted (a value missing) shows as written, or by its key once parsed.
      return typeof message === 'string' ? message : key;
    }
  }

  addLookupKeys(keys: string[]): string[] {
    return keys;
  }
}

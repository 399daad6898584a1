import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { I18nFormatModule } from 'i18next';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { type FractionDigits, fractionDigitsOnly, writtenInEnglish } from '../components/format/english-number';
import { isPlainText } from './plain-text';

/** A message as the built app ships it: plain text as it is, anything with ICU syntax already parsed (build/precompile-messages.ts). */
export type Message = string | MessageFormatElement[];

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

/**
 * The numbers of an English message ("# images", "24.0 MP") written without Intl (writtenInEnglish says why). Options
 * beyond fraction digits, numbers it does not cover, and every other method go to Intl.
 */
class EnglishNumberFormat implements Intl.NumberFormat {
  private intl?: Intl.NumberFormat;
  constructor(private readonly digits: FractionDigits) {}
  private get full(): Intl.NumberFormat {
    this.intl ??= new Intl.NumberFormat('en', this.digits);
    return this.intl;
  }
  format(value: number | bigint | Intl.StringNumericLiteral): string {
    return (typeof value === 'number' ? writtenInEnglish(value, this.digits) : null) ?? this.full.format(value);
  }
  formatToParts(value?: number | bigint | Intl.StringNumericLiteral): Intl.NumberFormatPart[] {
    return value === undefined ? this.full.formatToParts() : this.full.formatToParts(value);
  }
  formatRange(start: number | bigint | Intl.StringNumericLiteral, end: number | bigint | Intl.StringNumericLiteral): string {
    return this.full.formatRange(start, end);
  }
  formatRangeToParts(start: number | bigint | Intl.StringNumericLiteral, end: number | bigint | Intl.StringNumericLiteral) {
    return this.full.formatRangeToParts(start, end);
  }
  resolvedOptions(): Intl.ResolvedNumberFormatOptions {
    return this.full.resolvedOptions();
  }
}

function createNumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const digits = String(locales) === 'en' ? fractionDigitsOnly(options) : null;
  return digits ? new EnglishNumberFormat(digits) : new Intl.NumberFormat(locales, options);
}

/** One NumberFormat, DateTimeFormat and PluralRules per locale and options, shared by every message. */
const sharedFormatters: Formatters = {
  getNumberFormat: memoized(createNumberFormat),
  getDateTimeFormat: memoized((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getPluralRules: memoized((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

// IntlMessageFormat resolves its locale for every message it is built for, through Intl.NumberFormat.supportedLocalesOf:
// the first call loads the engine's number data, 20 to 40 ms in the middle of a page's first render on a laptop, for a
// message that may format no number at all. The app's languages are a fixed list that every engine supports, so the
// locale is the language itself.
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? String(locales[0]) : String(locales));

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

import { LOCALES, type Locale, PAGE_STRINGS_ELEMENT_ID } from '@stock/contracts/values';
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type ThirdPartyModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { IcuFormat } from './icu-format';

type Resource = Record<string, unknown>;

/**
 * One chunk per language and namespace: a page loads only its own language's strings for the features it shows.
 * The path is locales/<language>/<namespace>.json.
 */
const loaders = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

function loaderFor(language: string, namespace: string) {
  return loaders[`../locales/${language}/${namespace}.json`];
}

/** The strings the server put into the page for its first screen, in the page's language (api: web/route-chunks.ts). */
interface PageStrings {
  language: string;
  namespaces: Record<string, Resource>;
}

export function readPageStrings(): PageStrings | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_STRINGS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageStrings;
  } catch {
    return undefined;
  }
}

/** Namespaces come from the page when it carries them, else as their own chunk. */
export function localesBackend(pageStrings: PageStrings | undefined): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read(language, namespace, callback) {
      const inPage = pageStrings?.language === language ? pageStrings.namespaces[namespace] : undefined;
      if (inPage) {
        callback(null, inPage);
        return;
      }
      readChunk(language, namespace, callback);
    },
  };
}

const readChunk: BackendModule['read'] = (language, namespace, callback) => {
  const load = loaderFor(language, namespace);
  if (!load) {
    callback(new Error(`No strings for ${language}/${namespace}`), false);
    return;
  }
  load().then(
    (resource) => callback(null, resource),
    (error: Error) => callback(error, false),
  );
};

/** `<html lang>` follows the interface: screen readers pick their voice by it, browsers their hyphenation and fonts. */
export const documentLanguage: ThirdPartyModule = {
  type: '3rdParty',
  init(instance) {
    instance.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  },
};

/** Shared by the app and the tests: ICU message syntax, the six languages, React bindings. */
export function baseOptions(language: Locale): InitOptions {
  return {
    lng: language,
    // Every language has exactly English's keys (the catalogue check), so there is nothing to fall back to: a fallback
    // language would only download every English namespace beside the page's own.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    // "pt-BR" is a language of its own here: never fall back to a "pt" that does not exist.
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show "&amp;" on the page.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  };
}

/**
 * The options of the app's start. Every namespace the page carries loads with it, before the first render: a page
 * that asked for one only when it rendered would suspend for a moment, and React shows a suspended page's content
 * 300 ms after its fallback at the earliest (on the home page, the hero appeared a third of a second after the header).
 */
export function startOptions(language: Locale, pageStrings: PageStrings | undefined): InitOptions {
  const inPage = pageStrings?.language === language ? Object.keys(pageStrings.namespaces) : [];
  return { ...baseOptions(language), ns: [...new Set(['common', ...inPage])] };
}

/** The app's start: the page's language and the strings it carries arrive before the first render. */
export async function startI18n(language: Locale): Promise<I18n> {
  const pageStrings = readPageStrings();
  await i18next
    .use(localesBackend(pageStrings))
    .use(documentLanguage)
    .use(new IcuFormat())
    .use(initReactI18next)
    .init(startOptions(language, pageStrings));
  return i18next;
}

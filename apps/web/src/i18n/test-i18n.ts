import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseOptions, documentLanguage, localesBackend } from './i18n';
import { IcuFormat } from './icu-format';

/** Every English namespace, bundled: tests render at once, with no chunk to wait for. */
const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { import: 'default', eager: true });

const resources = Object.fromEntries(Object.entries(english).map(([path, resource]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), resource]));

/** The tests' i18n: English at once, the same options as the app; a test that switches language loads it as the app does. */
export function initTestI18n() {
  void i18next
    .use(localesBackend(undefined))
    .use(documentLanguage)
    .use(new IcuFormat())
    .use(initReactI18next)
    .init({
      ...baseOptions('en'),
      ns: Object.keys(resources),
      resources: { en: resources },
      partialBundledLanguages: true,
      initAsync: false,
    });
}

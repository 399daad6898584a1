import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions, localesBackend, startOptions } from './i18n';

describe('the interface language', () => {
  it("downloads only the page language's strings, never English ones beside them", async () => {
    const read: string[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init: () => {},
      read(language, namespace, callback) {
        read.push(`${language}/${namespace}`);
        callback(null, { heading: `${language} ${namespace}` });
      },
    };
    const instance = i18next.createInstance();
    await instance.use(backend).init(baseOptions('de'));
    await instance.loadNamespaces(['home', 'search']);
    expect(read.sort()).toEqual(['de/common', 'de/home', 'de/search']);
    expect(instance.t('heading', { ns: 'home' })).toBe('de home');
  });

  it('takes the namespaces the page carries from the page, in its language only, and loads the others', async () => {
    const page = { language: 'de', namespaces: { common: { heading: 'aus der Seite' } } };
    const german = i18next.createInstance();
    await german.use(localesBackend(page)).init(baseOptions('de'));
    expect(german.t('heading')).toBe('aus der Seite');
    await german.loadNamespaces(['home']);
    expect(Object.keys(german.getResourceBundle('de', 'home') ?? {}).length).toBeGreaterThan(0);
    // A page in German serves nothing to another language: French loads its own strings.
    const french = i18next.createInstance();
    await french.use(localesBackend(page)).init(baseOptions('fr'));
    expect(french.getResourceBundle('fr', 'common')).not.toEqual(page.namespaces.common);
    expect(Object.keys(french.getResourceBundle('fr', 'common') ?? {}).length).toBeGreaterThan(0);
  });

  it('has every namespace the page carries loaded when the start ends, so the first render never waits for one', async () => {
    const page = { language: 'de', namespaces: { common: { heading: 'Kopf' }, home: { hero: 'Held' }, footer: { end: 'Ende' } } };
    const german = i18next.createInstance();
    await german.use(localesBackend(page)).init(startOptions('de', page));
    for (const namespace of ['common', 'home', 'footer']) expect(german.hasLoadedNamespace(namespace)).toBe(true);
    expect(german.t('hero', { ns: 'home' })).toBe('Held');
    // Strings of another language are not the page's: a French start loads only its own common strings.
    const french = i18next.createInstance();
    await french.use(localesBackend(page)).init(startOptions('fr', page));
    expect(french.hasLoadedNamespace('common')).toBe(true);
    expect(french.hasLoadedNamespace('home')).toBe(false);
  });
});

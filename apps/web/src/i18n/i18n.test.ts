import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions } from './i18n';

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
});

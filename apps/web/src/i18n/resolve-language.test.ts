import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';

describe('the language a page opens in', () => {
  it('takes ?lang= first, then the picker’s cookie, then the server’s choice, then English', () => {
    expect(resolveLanguage({ search: '?lang=ja' }, 'lang=de', 'fr')).toBe('ja');
    expect(resolveLanguage({ search: '?q=berge' }, 'theme=x; lang=pt-BR', 'fr')).toBe('pt-BR');
    expect(resolveLanguage({ search: '' }, '', 'es')).toBe('es');
    expect(resolveLanguage({ search: '?lang=xx' }, 'lang=klingon', 'en-US')).toBe('en');
  });
});

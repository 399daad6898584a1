import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, requestLocale } from './request-locale';

describe('the language of a request', () => {
  it('reads Accept-Language by its weights, matching a region to its language', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromAcceptLanguage('fr-CA;q=0.5, ja;q=0.8')).toBe('ja');
    expect(localeFromAcceptLanguage('pt-PT')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('PT-br')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('ko, es-419;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('ko, zh;q=0.5')).toBeUndefined();
    expect(localeFromAcceptLanguage('de;q=0, *')).toBeUndefined();
  });

  it('takes ?lang= first, then the lang cookie, then Accept-Language, then English', () => {
    const headers = { cookie: 'theme=dark; lang=fr', 'accept-language': 'de' };
    expect(requestLocale({ url: '/search?q=berge&lang=ja', headers })).toBe('ja');
    expect(requestLocale({ url: '/search?lang=xx', headers })).toBe('fr');
    expect(requestLocale({ url: '/', headers: { 'accept-language': 'de', cookie: 'lang=klingon' } })).toBe('de');
    expect(requestLocale({ url: '/', headers: {} })).toBe('en');
  });
});

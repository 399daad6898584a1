import { describe, expect, it } from 'vitest';
import { preferredLanguage, requestLanguage } from './request-language';

const request = (lang: string | undefined, acceptLanguage?: string) => ({
  query: lang === undefined ? {} : { lang },
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('requestLanguage', () => {
  it('takes ?lang= first, then Accept-Language, then English', () => {
    expect(requestLanguage(request('ja', 'de-DE,de;q=0.9'))).toBe('ja');
    expect(requestLanguage(request(undefined, 'de-DE,de;q=0.9'))).toBe('de');
    expect(requestLanguage(request(undefined))).toBe('en');
  });

  it('follows the q-values, skips what the product does not speak and maps regions to their language', () => {
    expect(preferredLanguage('nl;q=1, fr;q=0.4, es;q=0.8')).toBe('es');
    expect(preferredLanguage('pt-PT')).toBe('pt-BR');
    expect(preferredLanguage('pt-BR;q=0.5,ja-JP;q=0.7')).toBe('ja');
    expect(preferredLanguage('de-AT')).toBe('de');
    expect(preferredLanguage('fr;q=0, nl')).toBeUndefined();
    expect(preferredLanguage('*')).toBeUndefined();
    expect(preferredLanguage(';;;q=abc,,')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseSearch, printSearch, translateJapanese, translateStems } from './search-words';

describe('search words', () => {
  it('keeps phrases, exclusions and or around the translated words', () => {
    const parts = parseSearch('Berge "ruhiges Meer" -Schnee or Wald');
    const english: Record<string, string> = { berge: 'mountain', ruhiges: 'calm', meer: 'sea', schnee: 'snow', wald: 'forest' };
    const printed = printSearch(parts.map((part) => ({ part, output: part.words.map((word) => english[word] ?? word) })));
    expect(printed).toBe('mountain "calm sea" -snow or forest');
  });

  it('matches the longest term and drops stop words', () => {
    const terms = [
      { keyword: 'sunset', stems: ['couch', 'soleil'] },
      { keyword: 'sun', stems: ['soleil'] },
    ];
    expect(translateStems(['coucher', 'de', 'soleil', 'zugspitze'], ['couch', null, 'soleil', 'zugspitz'], terms)).toEqual([
      'sunset',
      'zugspitze',
    ]);
    expect(translateStems(['le', 'soleil'], [null, 'soleil'], terms)).toEqual(['sun']);
  });

  it('cuts Japanese by the longest term, dropping particles between terms and keeping unknown text', () => {
    const terms = [
      { keyword: 'mountain', term: '山' },
      { keyword: 'mountain range', term: '山脈' },
      { keyword: 'sunset', term: '夕日' },
    ];
    expect(translateJapanese('山脈の夕日', terms)).toEqual(['mountain range', 'sunset']);
    expect(translateJapanese('富士山と夕日', terms)).toEqual(['富士', 'mountain', 'sunset']);
  });

  it('prints an excluded term of several words as an excluded phrase, and nothing for an empty part', () => {
    const [part] = parseSearch('-Textfreiraum');
    expect(printSearch([{ part: part as never, output: ['copy space'] }])).toBe('-"copy space"');
    expect(printSearch(parseSearch('"" -').map((p) => ({ part: p, output: [] })))).toBe('');
  });
});

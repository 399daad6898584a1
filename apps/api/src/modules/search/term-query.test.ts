import { describe, expect, it } from 'vitest';
import { termQueryOf } from './term-query';

describe('termQueryOf', () => {
  it.each([
    ["'mountain'", { lexeme: 'mountain', excluded: [] }],
    ["'mountain' <-> 'lake'", { lexeme: 'mountain lake', excluded: [] }],
    ["'mountain' <-> 'lake' & !'snow'", { lexeme: 'mountain lake', excluded: ['snow'] }],
    ["'mountain' & !'snow' & !'winter'", { lexeme: 'mountain', excluded: ['snow', 'winter'] }],
    ["'o''neil' <-> 'pub' & !'it''s'", { lexeme: "o'neil pub", excluded: ["it's"] }],
    ["'山' <-> '湖'", { lexeme: '山 湖', excluded: [] }],
  ])('reads %s', (tsquery, term) => {
    expect(termQueryOf(tsquery)).toEqual(term);
  });

  it.each([
    "'mountain' & 'lake'",
    "'mountain' <-> 'lake' <-> 'view'",
    "'harbour' <2> 'night'",
    "'mountain' | 'lake'",
    "!'snow' & 'mountain'",
    "'mountain' & !( 'snow' <-> 'cap' )",
    "'mountain':*",
    '',
  ])('leaves %s to GIN', (tsquery) => {
    expect(termQueryOf(tsquery)).toBeNull();
  });
});

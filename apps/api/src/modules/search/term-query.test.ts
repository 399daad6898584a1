import { describe, expect, it } from 'vitest';
import { termQueryOf } from './term-query';

describe('termQueryOf', () => {
  it.each([
    ["'mountain'", { lexeme: 'mountain', excluded: [], contradictory: false }],
    ["'mountain' <-> 'lake'", { lexeme: 'mountain lake', excluded: [], contradictory: false }],
    ["'mountain' <-> 'lake' & !'snow'", { lexeme: 'mountain lake', excluded: ['snow'], contradictory: false }],
    ["'mountain' & !'snow' & !'winter'", { lexeme: 'mountain', excluded: ['snow', 'winter'], contradictory: false }],
    ["'o''neil' <-> 'pub' & !'it''s'", { lexeme: "o'neil pub", excluded: ["it's"], contradictory: false }],
    ["'山' <-> '湖'", { lexeme: '山 湖', excluded: [], contradictory: false }],
    ["'sea' & !'sea'", { lexeme: 'sea', excluded: ['sea'], contradictory: true }],
    ["'mountain' <-> 'lake' & !'lake'", { lexeme: 'mountain lake', excluded: ['lake'], contradictory: true }],
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

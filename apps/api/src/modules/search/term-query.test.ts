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
    ["'landscap' & !( 'busi' <-> 'team' )", { lexeme: 'landscap', excluded: ['busi team'], contradictory: false }],
    ["'mountain' & !'snow' & !( 'ski' <-> 'lift' )", { lexeme: 'mountain', excluded: ['snow', 'ski lift'], contradictory: false }],
    ["'mountain' <-> 'lake' & !( 'mountain' <-> 'lake' )", { lexeme: 'mountain lake', excluded: ['mountain lake'], contradictory: true }],
    ["'mountain' & !( 'mountain' <-> 'lake' )", { lexeme: 'mountain', excluded: ['mountain lake'], contradictory: false }],
    ["'landscap' & !( 'business-team' <-> 'busi' <-> 'team' )", { lexeme: 'landscap', excluded: ['business-team'], contradictory: false }],
    ["'citi' & !( 'sport-footbal' <-> 'sport' <-> 'footbal' )", { lexeme: 'citi', excluded: ['sport-footbal'], contradictory: false }],
  ])('reads %s', (tsquery, term) => {
    expect(termQueryOf(tsquery)).toEqual(term);
  });

  it.each([
    "'mountain' & 'lake'",
    "'mountain' <-> 'lake' <-> 'view'",
    "'harbour' <2> 'night'",
    "'mountain' | 'lake'",
    "!'snow' & 'mountain'",
    "'mountain' & !( 'snow' <-> 'cap' <-> 'peak' )",
    "'mountain' & !( 'snow-cap' <-> 'snow' <-> 'cap' <-> 'peak' )",
    "'citi' & !( 'state-of-the-art' <-> 'state' <3> 'art' )",
    "'mountain' & !'snow' & !( 'snow' <-> 'cap' <-> 'peak' )",
    "'mountain' & !( 'snow' <2> 'cap' )",
    "'mountain':*",
    '',
  ])('leaves %s to GIN', (tsquery) => {
    expect(termQueryOf(tsquery)).toBeNull();
  });
});

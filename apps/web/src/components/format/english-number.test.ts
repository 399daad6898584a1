import { describe, expect, it } from 'vitest';
import { type FractionDigits, fractionDigitsOnly, PLAIN_DIGITS, writtenInEnglish } from './english-number';

const DIGITS: FractionDigits[] = [
  PLAIN_DIGITS,
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 4 },
];

/** Ties, values just under ties, signs, zeros and the ends of the range: where a hand-written rounding goes wrong. */
const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.5,
  2.5,
  24.25,
  24.35,
  1.005,
  1.0049999,
  0.04,
  -0.04,
  -0.0001,
  999.95,
  999.9999,
  1234.5678,
  -45678.9,
  12345678901,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1.2345678901234568e17,
  9.99e20,
  0.1 + 0.2,
];

/** A seeded generator, so a failure can be replayed. */
function* seeded(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('numbers written in English without Intl', () => {
  it('match Intl.NumberFormat("en") for edge values under every fraction setting', () => {
    for (const digits of DIGITS) {
      const intl = new Intl.NumberFormat('en', digits);
      for (const value of EDGES) expect(writtenInEnglish(value, digits), `${value} ${JSON.stringify(digits)}`).toBe(intl.format(value));
    }
  });

  it('match Intl.NumberFormat("en") for 20,000 random values of every size and sign', () => {
    const random = seeded(20261128);
    for (let i = 0; i < 20_000; i++) {
      const digits = DIGITS[i % DIGITS.length] as FractionDigits;
      const magnitude = 10 ** Math.floor((random.next().value as number) * 22 - 6);
      const value = ((random.next().value as number) - 0.5) * 2 * magnitude;
      expect(writtenInEnglish(value, digits), `${value} ${JSON.stringify(digits)}`).toBe(new Intl.NumberFormat('en', digits).format(value));
    }
  });

  it('leave what they do not cover to Intl', () => {
    expect(writtenInEnglish(Number.NaN)).toBeNull();
    expect(writtenInEnglish(Number.POSITIVE_INFINITY)).toBeNull();
    expect(writtenInEnglish(1e21)).toBeNull();
    expect(fractionDigitsOnly({ style: 'percent' })).toBeNull();
    expect(fractionDigitsOnly({ maximumFractionDigits: 1, useGrouping: false })).toBeNull();
    expect(fractionDigitsOnly({ minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeNull();
    expect(fractionDigitsOnly({ maximumFractionDigits: 21 })).toBeNull();
  });

  it('read fraction digits as Intl fills in what the options leave out', () => {
    expect(fractionDigitsOnly(undefined)).toEqual(PLAIN_DIGITS);
    expect(fractionDigitsOnly({ maximumFractionDigits: 1 })).toEqual({ minimumFractionDigits: 0, maximumFractionDigits: 1 });
    expect(fractionDigitsOnly({ minimumFractionDigits: 5 })).toEqual({ minimumFractionDigits: 5, maximumFractionDigits: 5 });
    for (const options of [{ maximumFractionDigits: 1 }, { minimumFractionDigits: 5 }, { minimumFractionDigits: 2 }]) {
      const resolved = new Intl.NumberFormat('en', options).resolvedOptions();
      expect(fractionDigitsOnly(options)).toEqual({
        minimumFractionDigits: resolved.minimumFractionDigits,
        maximumFractionDigits: resolved.maximumFractionDigits,
      });
    }
  });
});

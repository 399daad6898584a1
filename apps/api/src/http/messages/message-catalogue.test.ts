import { describe, expect, it } from 'vitest';
import { compileCatalogue, LONGEST_TRANSLATED_MESSAGE, translateMessage } from './message-catalogue';

const german = compileCatalogue({
  'The offer {0} has ended.': 'Das Angebot {0} ist beendet.',
  '{0} Nothing was charged.': '{0} Es wurde nichts berechnet.',
  'Saved to {0}': 'In {0} gespeichert',
  'This IBAN belongs to {0}, not {1}.': 'Diese IBAN gehört zu {0}, nicht zu {1}.',
  'Your download is ready.': 'Ihr Download ist bereit.',
});

describe('translating a message', () => {
  it('inserts the values of a template literally, whatever they contain', () => {
    expect(translateMessage('Saved to Rena <b>$&</b> $1 {0}', german)).toBe('In Rena <b>$&</b> $1 {0} gespeichert');
    expect(translateMessage('This IBAN belongs to DE, not FR.', german)).toBe('Diese IBAN gehört zu DE, nicht zu FR.');
  });

  it('translates a reason that opens a composed message, and no other value', () => {
    expect(translateMessage('The offer SPRING has ended. Nothing was charged.', german)).toBe(
      'Das Angebot SPRING ist beendet. Es wurde nichts berechnet.',
    );
    expect(translateMessage('Saved to Your download is ready.', german)).toBe('In Your download is ready. gespeichert');
  });

  it('leaves a message it does not know in English', () => {
    expect(translateMessage('Something new happened.', german)).toBe('Something new happened.');
  });

  it('sends a message longer than the bound as it is, so no template is tried against it', () => {
    const atBound = `Saved to ${'x'.repeat(LONGEST_TRANSLATED_MESSAGE - 'Saved to '.length)}`;
    expect(translateMessage(atBound, german)).toBe(`In ${'x'.repeat(LONGEST_TRANSLATED_MESSAGE - 'Saved to '.length)} gespeichert`);
    const overBound = `${atBound}x`;
    expect(translateMessage(overBound, german)).toBe(overBound);
  });
});

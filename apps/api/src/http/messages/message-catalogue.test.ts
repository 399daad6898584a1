import { describe, expect, it } from 'vitest';
import { compileCatalogue, LONGEST_TRANSLATED_MESSAGE, translateMessage } from './message-catalogue';
import type { StateWordLookup } from './state-words';

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

  it('puts the reader’s word for a state into a slot declared a state word, and into no other slot', () => {
    const FILE_STATUS: Record<string, string> = { DRAFT: 'Entwurf', published: 'Veröffentlicht' };
    const words: StateWordLookup = (kind, english) => (kind === 'file-status' ? FILE_STATUS[english] : undefined);
    const withStates = compileCatalogue(
      {
        'This file is now {0:file-status}, not {1:file-status}.': 'Diese Datei hat jetzt den Status „{0}“, nicht „{1}“.',
        'Saved to {0}': 'In {0} gespeichert',
      },
      words,
    );
    expect(translateMessage('This file is now DRAFT, not published.', withStates)).toBe(
      'Diese Datei hat jetzt den Status „Entwurf“, nicht „Veröffentlicht“.',
    );
    expect(translateMessage('Saved to published', withStates)).toBe('In published gespeichert');
    // A state the words do not know (one added later) is put in as sent, in a sentence of the reader's language.
    expect(translateMessage('This file is now archived, not published.', withStates)).toBe(
      'Diese Datei hat jetzt den Status „archived“, nicht „Veröffentlicht“.',
    );
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

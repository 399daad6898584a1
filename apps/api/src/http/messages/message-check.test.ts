import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES } from './api-messages';
import { findApiMessages, findMessages } from './extract-messages';
import { catalogueProblems } from './message-check';

const API_SOURCE = path.resolve(import.meta.dirname, '../..');
const CONTRACTS_SOURCE = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src');

describe('the catalogues of API messages', () => {
  it('translate every message of the API into every language, keeping its placeholders', () => {
    const messages = findApiMessages(API_SOURCE, CONTRACTS_SOURCE);
    expect(messages.length).toBeGreaterThan(400);
    expect(catalogueProblems(messages, MESSAGE_CATALOGUES)).toEqual([]);
  });

  it('finds a message wherever the source writes one, and not the text of logs, queries or internal errors', () => {
    const source = `
      const NOTE_MESSAGES = { gone: (title: string) => \`The note \${title} is gone.\`, short: 'Shorter, please' };
      export function rename(reply, name) {
        if (!name) throw invalidField('name', 'Give the note a name');
        if (name === 'x') throw new HttpError(409, \`A note called \${name} exists already\`);
        app.log.warn({ name }, 'Rename refused for a reason.');
        db.selectFrom('notes as n');
        if (!reply) throw new Error('The reply is missing.');
        return sendOk(reply, null, name ? 'Renamed' : 'Nothing changed');
      }
      const later = 'Try again tomorrow.';
      const STALE_MESSAGES = { stale: (status: string) => \`The note is \${stateWord('file-status', status)} now.\` };`;
    expect(findMessages('notes.ts', source).map((found) => found.template)).toEqual([
      'The note {0} is gone.',
      'Shorter, please',
      'Give the note a name',
      'A note called {0} exists already',
      'Renamed',
      'Nothing changed',
      'Try again tomorrow.',
      'The note is {0:file-status} now.',
    ]);
  });

  it('fails for a message without a translation, and for a translation that loses or adds a placeholder', () => {
    const found = findMessages(
      'offender.ts',
      `throw conflict(\`You already follow \${name}.\`);\nthrow notFound('There is no such note.');`,
    );
    const catalogues = {
      de: { 'You already follow {0}.': 'Sie folgen {0} bereits.', 'There is no such note.': 'Diese Notiz gibt es nicht.' },
      ja: { 'You already follow {0}.': 'すでにフォローしています。', 'There is no such note.': '{0} はありません。' },
      fr: { 'You already follow {0}.': 'Vous suivez déjà {0}.' },
    };
    expect(catalogueProblems(found, catalogues)).toEqual([
      'ja: "すでにフォローしています。" must have the placeholders of "You already follow {0}."',
      'ja: "{0} はありません。" must have the placeholders of "There is no such note."',
      'offender.ts:2: no fr translation of "There is no such note."',
    ]);
  });

  it('holds a state word slot to its kind: a catalogue that leaves the kind out lacks the message, a translation repeats no kind', () => {
    const found = findMessages('stale.ts', `throw conflict(\`This note is now \${stateWord('file-status', status)}.\`);`);
    expect(found.map((message) => message.template)).toEqual(['This note is now {0:file-status}.']);
    const catalogues = {
      de: { 'This note is now {0}.': 'Diese Notiz hat jetzt den Status „{0}“.' },
      ja: { 'This note is now {0:file-status}.': 'このメモは現在「{0:file-status}」です。' },
      fr: { 'This note is now {0:file-status}.': 'Cette note a maintenant le statut « {0} ».' },
    };
    expect(catalogueProblems(found, catalogues)).toEqual([
      'stale.ts:1: no de translation of "This note is now {0:file-status}."',
      'de: "This note is now {0}." is no message of the API any more',
      'ja: "このメモは現在「{0:file-status}」です。" must have the placeholders of "This note is now {0}."',
    ]);
  });

  it('reports a translation of a message the source no longer has', () => {
    expect(catalogueProblems([], { de: { 'Gone for good.': 'Für immer fort.' } })).toEqual([
      'de: "Gone for good." is no message of the API any more',
    ]);
  });
});

import { AUTH_MESSAGES } from '@stock/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { randomIp } from '../../modules/auth/auth-test-helpers';

const ctx = useTestApp();

const HOSTILE = 'Rena <b>$&</b>';

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
    remoteAddress: randomIp(),
  });
}

const wrongPassword = (headers?: Record<string, string>) =>
  post('/login', { email: 'nobody@example.com', password: 'not-the-password-1' }, headers);
/** A search for a colour the filter does not know: the refusal quotes what was typed. */
const unknownColour = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/fetch?color=${encodeURIComponent(HOSTILE)}`, headers }).then((response) => response.json());

describe('messages in the language of the request', () => {
  it('answers a refusal in German and in Japanese', async () => {
    const german = await wrongPassword({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.statusCode).toBe(400);
    expect(german.json().message).toBe('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    const japanese = await wrongPassword({ 'accept-language': 'ja' });
    expect(japanese.json().message).toBe('メールアドレスまたはパスワードが正しくありません。');
  });

  it('keeps the English message byte for byte without Accept-Language and with English', async () => {
    expect((await wrongPassword()).json().message).toBe(AUTH_MESSAGES.wrongCredentials);
    expect((await wrongPassword({ 'accept-language': 'en-GB,de;q=0.5' })).json().message).toBe(AUTH_MESSAGES.wrongCredentials);
    expect((await wrongPassword({ 'accept-language': 'nl' })).json().message).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('translates the field errors of a validation error, with the typed text inserted literally', async () => {
    const typed = HOSTILE.toLowerCase();
    const english = await unknownColour();
    expect(english.status_code).toBe(400);
    expect(english.errors).toEqual([
      { field: 'color', message: expect.stringMatching(/^color must be one of .+ \(got "rena <b>\$&<\/b>"\)$/) },
    ]);
    const colours = /one of (.+) \(got/.exec(english.message)?.[1];

    const german = await unknownColour({ 'accept-language': 'de' });
    const inGerman = `color muss einer der Werte ${colours} sein (erhalten: „${typed}“)`;
    expect(german).toMatchObject({ status_code: 400, message: inGerman, errors: [{ field: 'color', message: inGerman }] });
    const japanese = await unknownColour({ 'accept-language': 'ja' });
    const inJapanese = `color は ${colours} のいずれかにしてください（入力値：「${typed}」）`;
    expect(japanese).toMatchObject({ status_code: 400, message: inJapanese, errors: [{ field: 'color', message: inJapanese }] });
  });

  it('translates a template whose values come from the request, leaving `$&` and markup as sent', async () => {
    const url = `/api/${encodeURIComponent('<b>')}$&`;
    const answer = (language?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} }).then((response) => response.json());
    expect((await answer()).message).toBe(`There is no GET ${url} in this API.`);
    expect((await answer('de')).message).toBe(`Diese API hat kein GET ${url}.`);
    expect((await answer('ja')).message).toBe(`このAPIに GET ${url} はありません。`);
  });

  it('translates the framework’s own refusals: a malformed address and a body that is not JSON', async () => {
    const badAddress = await ctx.app.inject({ method: 'GET', url: '/api/fetch%E0%A4%A', headers: { 'accept-language': 'de' } });
    expect(badAddress.json()).toMatchObject({
      status_code: 400,
      message: 'Die Adresse ist ungültig: Sie enthält eine fehlerhafte Prozentkodierung (%).',
    });
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ja' },
      payload: '{"email":',
    });
    expect(notJson.json()).toMatchObject({ status_code: 400, message: 'リクエストの本文が有効な JSON ではありません。' });
  });

  it('keeps the partner API in English, for the programs of developers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('There is no GET /api/v1/nothing-here in this API.');
  });

  it('answers a success in the language asked with ?lang= too', async () => {
    const password = 'lantern-harbour-42';
    const response = await post('/register?lang=de', { name: HOSTILE, email: 'lena@example.com', password, confirm_password: password });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Prüfen Sie Ihr Postfach: Wir haben Ihnen einen 6-stelligen Code gesendet, um Ihr neues Konto zu bestätigen. Hat diese Adresse bereits ein Konto, erklärt die E-Mail, wie Sie sich stattdessen anmelden.',
    );
  });
});

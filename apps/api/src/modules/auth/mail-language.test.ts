import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { allowResend, call, latestMailTo, PASSWORD, randomIp, signedUpAndIn } from './auth-test-helpers';

const ctx = useTestApp();

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: randomIp(),
  });

const register = (email: string, headers: Record<string, string>) =>
  post('/register', { name: 'Lena', email, password: PASSWORD, confirm_password: PASSWORD }, headers);

describe('e-mails in the reader’s language', () => {
  it('sends the sign-up code in the language the request came in', async () => {
    expect((await register('lena@example.com', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.7' })).statusCode).toBe(200);
    const german = await latestMailTo(ctx, 'lena@example.com');
    expect(german.subject).toMatch(/^Bestätigen Sie Ihre E-Mail-Adresse: \d{6}$/);
    expect(german.text).toContain('Geben Sie ihn ein, um Ihre E-Mail-Adresse zu bestätigen. Er gilt einmal und 10 Minuten lang.');

    expect((await register('hana@example.com', { 'accept-language': 'en', cookie: 'lang=ja' })).statusCode).toBe(200);
    expect((await latestMailTo(ctx, 'hana@example.com')).subject).toMatch(/^メールアドレスの確認: \d{6}$/);

    expect((await register('grace@example.com', {})).statusCode).toBe(200);
    expect((await latestMailTo(ctx, 'grace@example.com')).subject).toMatch(/^Verify your e-mail address: \d{6}$/);
  });

  it('sends the password-reset code in the account’s language, whatever the request’s', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'ines@example.com' });
    expect((await call(ctx, 'PATCH', '/profile/locale', { locale: 'pt-BR' }, { token })).statusCode).toBe(200);
    expect((await post('/forgot', { email: 'ines@example.com' }, { 'accept-language': 'fr' })).statusCode).toBe(200);
    const reset = await latestMailTo(ctx, 'ines@example.com');
    expect(reset.subject).toMatch(/^Seu código de senha: \d{6}$/);
    expect(reset.text).toContain('Digite-o para escolher uma nova senha.');
  });

  it('sends the password-reset code in the request’s language to an account that chose none', async () => {
    await signedUpAndIn(ctx, { email: 'pablo@example.com' });
    await allowResend(ctx, 'pablo@example.com');
    expect((await post('/forgot', { email: 'pablo@example.com' }, { 'accept-language': 'es-MX' })).statusCode).toBe(200);
    const reset = await latestMailTo(ctx, 'pablo@example.com');
    expect(reset.subject).toMatch(/^Tu código de contraseña: \d{6}$/);
    expect(reset.text).toContain('Si no lo has pedido, puedes ignorar este correo: nada cambia sin el código.');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { readSmsOutbox } from '../../mail/outbox';
import { allowResend, call, chooseLocale, latestMailTo, PASSWORD, randomIp, registerAccount, signedUpAndIn } from './auth-test-helpers';

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

describe('text messages in the reader’s language', () => {
  const latestTextTo = async (phone: string) => (await readSmsOutbox(ctx.config, 1000)).find((sms) => sms.to === phone)?.text;

  it('texts the phone code in the request’s language to an account that chose none', async () => {
    expect((await registerAccount(ctx, { email: 'yui@example.com', phone: '+81 3 1234 5678' })).statusCode).toBe(200);
    expect((await post('/send/phone/otp', { phone: '+81 3 1234 5678' }, { 'accept-language': 'ja' })).statusCode).toBe(200);
    expect(await latestTextTo('+81312345678')).toMatch(/^Lumora の確認コードは \d{6} です。1 回限り、10 分間有効です。$/);
  });

  it('texts the phone code in the account’s language, whatever the request’s', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'karl@example.com', phone: '+49 30 1234567' });
    await chooseLocale(ctx, token, 'de');
    await allowResend(ctx, '+49301234567');
    expect((await post('/send/phone/otp', { phone: '+49 30 1234567' }, { 'accept-language': 'fr' })).statusCode).toBe(200);
    expect(await latestTextTo('+49301234567')).toMatch(/^Ihr Lumora-Code lautet \d{6}\. Er gilt einmal und 10 Minuten lang\.$/);
  });

  it('texts the phone code in English without a language', async () => {
    expect((await registerAccount(ctx, { email: 'ada@example.com', phone: '+44 20 7946 0111' })).statusCode).toBe(200);
    expect((await post('/send/phone/otp', { phone: '+44 20 7946 0111' }, {})).statusCode).toBe(200);
    expect(await latestTextTo('+442079460111')).toMatch(/^Your Lumora code is \d{6}\. It works once and for 10 minutes\.$/);
  });
});

describe('account notices in the owner’s language', () => {
  it('warns of failed sign-ins in the account’s language', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'jonas@example.com' });
    await chooseLocale(ctx, token, 'de');
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await post('/login', { email: 'jonas@example.com', password: 'not-the-password-1' }, {})).statusCode).toBe(400);
    const mail = await latestMailTo(ctx, 'jonas@example.com');
    expect(mail.subject).toBe('Fehlgeschlagene Anmeldeversuche bei Ihrem Lumora-Konto');
    expect(mail.text).toContain(
      'Jemand hat in den letzten Minuten 10-mal versucht, sich mit einem falschen Passwort bei Ihrem Lumora-Konto anzumelden.',
    );
  });

  it('tells of a sign-up with a taken address in the account’s language, whatever the request’s, and in English word for word', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'yuki@example.com' });
    await chooseLocale(ctx, token, 'ja');
    const attempt = (email: string) =>
      post(
        '/register',
        { name: 'Mallory', email, password: 'someone-elses-pass-7', confirm_password: 'someone-elses-pass-7' },
        { 'accept-language': 'de' },
      );
    expect((await attempt('yuki@example.com')).statusCode).toBe(200);
    const mail = await latestMailTo(ctx, 'yuki@example.com');
    expect(mail.subject).toBe('Lumoraでお客様のメールアドレスを使った登録が試みられました');
    expect(mail.text).toContain('新しいアカウントは作成していません。');

    // An account that chose no language reads the one the attempt came in; with none, English as before.
    await signedUpAndIn(ctx, { email: 'ada-en@example.com' });
    expect((await attempt('ada-en@example.com')).statusCode).toBe(200);
    expect((await latestMailTo(ctx, 'ada-en@example.com')).subject).toBe('Registrierungsversuch mit Ihrer E-Mail-Adresse bei Lumora');
    await signedUpAndIn(ctx, { email: 'grace-en@example.com' });
    const english = await post(
      '/register',
      { name: 'Mallory', email: 'grace-en@example.com', password: 'someone-elses-pass-7', confirm_password: 'someone-elses-pass-7' },
      {},
    );
    expect(english.statusCode).toBe(200);
    const englishMail = await latestMailTo(ctx, 'grace-en@example.com');
    expect(englishMail.subject).toBe('Someone tried to sign up with your e-mail address at Lumora');
    expect(englishMail.text).toBe(
      [
        'Someone tried to create a buyer account at Lumora with this e-mail address, which already has an account. We did not create another one.',
        'If it was you, sign in with your password, or reset it with "Forgot password" on the sign-in page if you do not remember it.',
        'If it was not you, you can ignore this e-mail: nothing has changed.',
      ].join('\n'),
    );
  });
});

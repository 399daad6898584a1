import { AUTH_MESSAGES } from '@stock/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call, PASSWORD, signedUpAndIn, userRow } from '../auth/auth-test-helpers';

const ctx = useTestApp();

describe('PATCH /api/profile/locale', () => {
  it("saves the signed-in buyer's language on the account and shows it in the profile", async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'goethe@example.com' });
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).json().data.user.locale).toBeNull();

    const saved = await call(ctx, 'PATCH', '/profile/locale', { locale: 'pt-BR' }, { token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      status_code: 200,
      message: AUTH_MESSAGES.localeSaved,
      data: { user: { locale: 'pt-BR' } },
    });
    expect((await userRow(ctx, 'goethe@example.com')).locale).toBe('pt-BR');
    expect((await call(ctx, 'GET', '/profile', undefined, { token })).json().data.user.locale).toBe('pt-BR');
  });

  it('saves a contributor’s language too, and the sign-in answer carries it', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'basho@example.com', is_contributor: true });
    expect((await call(ctx, 'PATCH', '/profile/locale', { locale: 'ja' }, { token })).statusCode).toBe(200);
    const login = await call(ctx, 'POST', '/login', { email: 'basho@example.com', password: PASSWORD, role: 'contributor' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.locale).toBe('ja');
  });

  it('changes only the account of the token, never another', async () => {
    const first = await signedUpAndIn(ctx, { email: 'moliere@example.com' });
    await signedUpAndIn(ctx, { email: 'cervantes@example.com' });
    expect((await call(ctx, 'PATCH', '/profile/locale', { locale: 'fr' }, { token: first.token })).statusCode).toBe(200);
    expect((await userRow(ctx, 'moliere@example.com')).locale).toBe('fr');
    expect((await userRow(ctx, 'cervantes@example.com')).locale).toBeNull();
  });

  it('refuses a language it does not offer, a malformed body and no token, changing nothing', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'camoes@example.com' });
    for (const body of [{ locale: 'pt' }, { locale: 'EN' }, { locale: 'xx-<script>' }, {}, { locale: 42 }, { locale: null }, '"de"']) {
      const refused = await call(ctx, 'PATCH', '/profile/locale', body, { token });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().status).toBe(false);
    }
    expect((await call(ctx, 'PATCH', '/profile/locale', { locale: 'de' })).statusCode).toBe(401);
    expect((await call(ctx, 'PATCH', '/profile/locale', { locale: 'de' }, { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await userRow(ctx, 'camoes@example.com')).locale).toBeNull();
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { randomIp, signedUpAndIn } from '../auth/auth-test-helpers';

const ctx = useTestApp();

function multipart(fields: [string, string][], file?: { filename: string; content: Buffer }) {
  const boundary = `----contributor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const update = (token: string, fields: [string, string][], file?: { filename: string; content: Buffer }) => {
  const { payload, contentType } = multipart(fields, file);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/contributor/profile/update',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
    remoteAddress: randomIp(),
  });
};

describe('PUT /api/contributor/profile/update', () => {
  it('saves the public name, bio, location, repeated links and avatar', async () => {
    const { token, userId } = await signedUpAndIn(ctx, { email: 'ansel@example.com', is_contributor: true });
    const picture = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#aa5500' } })
      .jpeg()
      .toBuffer();
    const response = await update(
      token,
      [
        ['display_name', '  Ansel   Rivers '],
        ['bio', 'Mountains at first light.'],
        ['location', 'Yosemite, USA'],
        ['links', 'https://ansel.example.com'],
        ['links', 'https://instagram.com/ansel'],
      ],
      { filename: 'me.jpg', content: picture },
    );
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json().data.profile;
    expect(profile).toMatchObject({
      user_id: userId,
      display_name: 'Ansel Rivers',
      bio: 'Mountains at first light.',
      location: 'Yosemite, USA',
      links: ['https://ansel.example.com/', 'https://instagram.com/ansel'],
    });
    expect(profile.avatar_url).toMatch(/^\/media\/avatars\//);
    const row = await ctx.database.db.selectFrom('contributors').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      display_name: 'Ansel Rivers',
      location: 'Yosemite, USA',
      links: ['https://ansel.example.com/', 'https://instagram.com/ansel'],
    });
  });

  it.each([
    ['a link that is not a web address', [['links', 'javascript:alert(1)']], 'links.0'],
    ['an empty public name', [['display_name', '   ']], 'display_name'],
    ['a bio over 1,000 characters', [['bio', 'x'.repeat(1001)]], 'bio'],
    ['six links', Array.from({ length: 6 }, (_, i) => ['links', `https://example.com/${i}`]), 'links'],
  ] as [string, [string, string][], string][])('refuses %s and changes nothing', async (_case, fields, field) => {
    const { token, userId } = await signedUpAndIn(ctx, { email: `bad-${field}-${Math.random()}@example.com`, is_contributor: true });
    const before = await ctx.database.db.selectFrom('contributors').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const response = await update(token, fields);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .join(' '),
    ).toContain(field);
    const after = await ctx.database.db.selectFrom('contributors').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('reads the profile back with GET /contributor/profile', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'reader-contrib@example.com', is_contributor: true });
    await update(token, [['location', 'Lisbon']]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/contributor/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile).toMatchObject({ location: 'Lisbon' });
  });

  it('refuses a buyer token and a missing token with 401', async () => {
    const { token } = await signedUpAndIn(ctx, { email: 'buyer-only@example.com' });
    expect((await update(token, [['bio', 'hi']])).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/api/contributor/profile/update', payload: { bio: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    const buyerRead = await ctx.app.inject({
      method: 'GET',
      url: '/api/contributor/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(buyerRead.statusCode).toBe(401);
  });
});

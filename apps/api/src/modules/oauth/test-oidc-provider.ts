import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person known to the test provider. */
export interface TestPerson {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** Who the provider's login step signs in next, by subject id. */
  signInAs(subject: string): void;
  addPerson(subject: string, person: TestPerson): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google: one registered confidential
 * client that must use PKCE, and interaction endpoints that log in the chosen test person and grant consent, as a
 * person clicking through the provider's pages would.
 */
export async function startTestOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<TestOidcProvider> {
  const people = new Map<string, TestPerson>();
  let current: string | undefined;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Like Google, put the e-mail claims in the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.name }),
      };
    },
  });

  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!current) throw new Error('the test provider was not told whom to sign in');
      await provider.interactionFinished(req, res, { login: { accountId: current } }, { mergeWithLastSubmission: false });
      return;
    }
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (details.prompt.name !== 'consent' || !accountId || typeof clientId !== 'string')
      throw new Error(`unexpected prompt ${details.prompt.name}`);
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId });
    if (!grant) throw new Error('the grant disappeared');
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    signInAs(subject) {
      current = subject;
    },
    addPerson(subject, person) {
      people.set(subject, person);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import type { ApiKey, CreateApiKeyBody, OAuthApp } from '@stock/contracts';
import { developerCalls, developerKeys } from './developer-queries';

/** A secret the server answered once: a new or rotated key, or an OAuth app's client secret. */
export interface ShownSecret {
  name: string;
  secret: string;
  /** An OAuth app's public client id, shown beside its secret. */
  clientId?: string;
}

export type Credential = ApiKey | OAuthApp;

/** What differs between keys and OAuth apps on the page: words, calls and the query to refresh. */
export const CREDENTIAL_KINDS = {
  key: {
    formLabel: 'Create an API key',
    nameLabel: 'Key name',
    submit: 'Create key',
    listLabel: 'API keys',
    empty: 'No keys yet.',
    queryKey: developerKeys.keys,
    create: async (body: CreateApiKeyBody) => {
      const { data, message } = await developerCalls.create(body);
      return { message, shown: { name: data.key.name, secret: data.secret } };
    },
    revoke: async (id: number) => ({ message: (await developerCalls.revoke(id)).message }),
    rotate: async (id: number) => {
      const { data, message } = await developerCalls.rotate(id);
      return { message, shown: { name: data.key.name, secret: data.secret } };
    },
  },
  app: {
    formLabel: 'Create an OAuth app',
    nameLabel: 'App name',
    submit: 'Create app',
    listLabel: 'OAuth apps',
    empty: 'No OAuth apps yet.',
    queryKey: developerKeys.apps,
    create: async (body: CreateApiKeyBody) => {
      const { data, message } = await developerCalls.createApp(body);
      return { message, shown: { name: data.app.name, secret: data.client_secret, clientId: data.app.client_id } };
    },
    revoke: async (id: number) => ({ message: (await developerCalls.revokeApp(id)).message }),
    rotate: async (id: number) => {
      const { data, message } = await developerCalls.rotateApp(id);
      return { message, shown: { name: data.app.name, secret: data.client_secret, clientId: data.app.client_id } };
    },
  },
} as const;

export type CredentialKind = keyof typeof CREDENTIAL_KINDS;

/** How a credential is named in lists: a key by its prefix (the rest is secret), an app by its whole client id. */
export const publicId = (credential: Credential) => ('client_id' in credential ? credential.client_id : `${credential.prefix}_…`);

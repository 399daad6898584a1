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

/** What differs between keys and OAuth apps on the page: the keys of their words, calls and the query to refresh. */
export const CREDENTIAL_KINDS = {
  key: {
    formLabelKey: 'newKey.label',
    nameLabelKey: 'newKey.name',
    nameRequiredKey: 'newKey.nameRequired',
    sandboxKey: 'newKey.sandbox',
    submitKey: 'newKey.submit',
    listLabelKey: 'keys.label',
    emptyKey: 'keys.none',
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
    formLabelKey: 'apps.formLabel',
    nameLabelKey: 'apps.name',
    nameRequiredKey: 'apps.nameRequired',
    sandboxKey: 'apps.sandbox',
    submitKey: 'apps.submit',
    listLabelKey: 'apps.label',
    emptyKey: 'apps.none',
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

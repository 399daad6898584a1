import type {
  ApiKeyData,
  ApiKeyList,
  ApiUsageData,
  CreateApiKeyBody,
  CreatedApiKey,
  CreatedOAuthApp,
  OAuthAppData,
  OAuthAppList,
} from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

export const developerKeys = { keys: ['developer', 'keys'] as const, apps: ['developer', 'oauth-apps'] as const };

export const keysQuery = () =>
  queryOptions({
    queryKey: developerKeys.keys,
    queryFn: async ({ signal }) => dataOrServerMessage(await apiRequest<ApiKeyList>('/buyer/developer/keys', { role: 'buyer', signal })),
    retry: false,
  });

export const appsQuery = () =>
  queryOptions({
    queryKey: developerKeys.apps,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<OAuthAppList>('/buyer/developer/oauth-apps', { role: 'buyer', signal })),
    retry: false,
  });

async function post<T>(path: string, body: unknown) {
  const answer = await apiRequest<T>(path, { method: 'POST', role: 'buyer', body });
  return { data: dataOrServerMessage(answer), message: answer.message };
}

export const developerCalls = {
  create: (body: CreateApiKeyBody) => post<CreatedApiKey>('/buyer/developer/keys', body),
  revoke: (keyId: number) => post<ApiKeyData>('/buyer/developer/keys/revoke', { key_id: keyId }),
  rotate: (keyId: number) => post<CreatedApiKey>('/buyer/developer/keys/rotate', { key_id: keyId }),
  createApp: (body: CreateApiKeyBody) => post<CreatedOAuthApp>('/buyer/developer/oauth-apps', body),
  revokeApp: (appId: number) => post<OAuthAppData>('/buyer/developer/oauth-apps/revoke', { app_id: appId }),
  rotateApp: (appId: number) => post<CreatedOAuthApp>('/buyer/developer/oauth-apps/rotate', { app_id: appId }),
};

export const usageQuery = (days: number) =>
  queryOptions({
    queryKey: ['developer', 'usage', days] as const,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<ApiUsageData>('/buyer/developer/usage', { role: 'buyer', query: { days }, signal })),
    retry: false,
  });

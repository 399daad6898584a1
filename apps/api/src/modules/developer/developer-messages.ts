export const DEVELOPER_MESSAGES = {
  notReseller: 'Only approved resellers have a developer area. Apply on the reseller page first.',
  noKey: 'There is no such key.',
  revoked: 'This key is revoked already.',
  created: 'Copy the key now: it is shown this once.',
  rotated: 'The old key is revoked. Copy the new key now: it is shown this once.',
} as const;

export const OAUTH_APP_MESSAGES = {
  noApp: 'There is no such OAuth app.',
  revoked: 'This OAuth app is revoked already.',
  created: 'Copy the client secret now: it is shown this once.',
  rotated: 'The old client secret and its tokens no longer work. Copy the new secret now: it is shown this once.',
  revokedNow: (name: string) => `${name} is revoked: its secret and tokens are refused from now on.`,
} as const;

export const DEVELOPER_MESSAGES = {
  notReseller: 'Only approved resellers have a developer area. Apply on the reseller page first.',
  noKey: 'There is no such key.',
  revoked: 'This key is revoked already.',
  created: 'Copy the key now: it is shown this once.',
  rotated: 'The old key is revoked. Copy the new key now: it is shown this once.',
} as const;

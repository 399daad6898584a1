export const WEBHOOK_MESSAGES = {
  badUrl: 'The URL must be a full http:// or https:// address.',
  credentialsInUrl: 'The URL must not contain a user name or password.',
  privateUrl: 'The URL must be a public address: private, loopback and link-local addresses are refused.',
  noEndpoint: 'There is no such webhook endpoint.',
  noDelivery: 'There is no such delivery.',
  created: 'Copy the signing secret now: it is shown this once.',
  rotated: 'The old signing secret no longer signs anything. Copy the new one now: it is shown this once.',
  deleted: 'The endpoint is deleted: it will receive nothing more.',
  redelivering: 'The event is being sent again.',
  underWay: 'This delivery is being sent now: wait for its outcome.',
} as const;

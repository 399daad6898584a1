import type { WebhookEventType } from '@stock/contracts/values';

/** The reseller namespace's key of each event's description. */
export const EVENT_LABEL_KEYS = {
  'licence.created': 'events.licenceCreated',
  'payment.succeeded': 'events.paymentSucceeded',
  'saved_search.new_matches': 'events.savedSearchMatches',
  'licensed_file.taken_down': 'events.fileTakenDown',
} as const satisfies Record<WebhookEventType, string>;

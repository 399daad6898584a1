import type { WebhookEventType } from '@stock/contracts/values';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'licence.created': 'A licence is created (through the API or on the web)',
  'payment.succeeded': 'A payment of yours succeeds',
  'saved_search.new_matches': 'A saved search has new matches',
  'licensed_file.taken_down': 'A file you licensed is taken down',
};

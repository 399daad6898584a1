import type { Subscription } from '@stock/contracts';
import { apiRequest } from '../../api/client';

export function subscribeToNewsletter(email: string) {
  return apiRequest<Subscription>('/contributor/subscribe', { method: 'POST', body: { email } });
}

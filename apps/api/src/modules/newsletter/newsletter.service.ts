import { isBasicEmail, NEWSLETTER_MESSAGES, normaliseEmail, type Subscription } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { invalidField } from '../../http/http-error';
import { findActiveSubscriber, insertOrReactivateSubscriber } from './newsletter.repo';

export interface SubscribeResult {
  subscription: Subscription;
  message: string;
}

export async function subscribeToNewsletter(db: Db, rawEmail: string, source = 'footer'): Promise<SubscribeResult> {
  const email = normaliseEmail(rawEmail);
  if (!isBasicEmail(email) || email.length > 254) throw invalidField('email', NEWSLETTER_MESSAGES.invalidEmail);

  const created = await insertOrReactivateSubscriber(db, email, source);
  if (created) {
    return { subscription: present(created, false), message: NEWSLETTER_MESSAGES.subscribed };
  }
  const existing = await findActiveSubscriber(db, email);
  if (!existing) throw new Error(`newsletter subscriber ${email} neither inserted nor found`);
  return { subscription: present(existing, true), message: NEWSLETTER_MESSAGES.alreadySubscribed };
}

function present(row: { email: string; subscribed_at: Date }, alreadySubscribed: boolean): Subscription {
  return { email: row.email, already_subscribed: alreadySubscribed, subscribed_at: row.subscribed_at.toISOString() };
}

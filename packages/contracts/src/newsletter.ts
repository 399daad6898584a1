import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from './constants';

export const SubscribeBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 64, description: 'Trimmed and lower-cased by the server' }),
  },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBody>;

export const Subscription = Type.Object({
  email: Type.String(),
  already_subscribed: Type.Boolean(),
  subscribed_at: Type.String({ format: 'date-time' }),
});
export type Subscription = Static<typeof Subscription>;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Look out for new collections and tips in your inbox.',
  alreadySubscribed: 'This address is already subscribed to our newsletter.',
  invalidEmail: 'Enter a valid e-mail address, like name@example.com.',
} as const;

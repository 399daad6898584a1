/** The 429 of a rate limit for every wait @fastify/rate-limit words ("1 minute", "30 seconds"), a sentence each. */
const WAIT_MESSAGES: Record<string, (n: number) => string> = {
  second: (n) =>
    n === 1 ? 'Too many requests. Please wait 1 second and try again.' : `Too many requests. Please wait ${n} seconds and try again.`,
  minute: (n) =>
    n === 1 ? 'Too many requests. Please wait 1 minute and try again.' : `Too many requests. Please wait ${n} minutes and try again.`,
  hour: (n) =>
    n === 1 ? 'Too many requests. Please wait 1 hour and try again.' : `Too many requests. Please wait ${n} hours and try again.`,
  day: (n) => (n === 1 ? 'Too many requests. Please wait 1 day and try again.' : `Too many requests. Please wait ${n} days and try again.`),
};

/**
 * The message for a wait as the rate limiter words it. Whole sentences per unit and plural form let each language
 * word them; a wait worded otherwise (milliseconds) is inserted as it is.
 */
export function rateLimitMessage(after: string): string {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(after);
  const wording = match && WAIT_MESSAGES[match[2] as string];
  return wording ? wording(Number(match[1])) : `Too many requests. Please wait ${after} and try again.`;
}

import type { FieldError } from '@stock/contracts';

/** An error whose message is written for the person using the product and is safe to show as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** For a 429 or 503: how long to wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const invalidField = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

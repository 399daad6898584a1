import type { FieldError } from '@stock/contracts';
import i18next from 'i18next';
import { ApiError } from '../../../api/client';
import type { FieldErrors } from './use-form';

/** The message a failed request should show: the server's, or else the error's own. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18next.t('auth:errors.generic');
}

/** The server's 400 answers name fields (`errors: [{ field, message }]`); these go under the form's matching fields. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const list: FieldError[] = error instanceof ApiError ? (error.envelope?.errors ?? []) : [];
  const result: FieldErrors<F> = {};
  for (const item of list) {
    const field = item.field.replace(/^\//, '').split('.')[0] as F;
    if (fields.includes(field) && !result[field]) result[field] = item.message;
  }
  return result;
}

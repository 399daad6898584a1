import { Type } from '@sinclair/typebox';
import { MAX_RESULT_WINDOW } from './constants';

/**
 * The largest id a request may name. Ids are PostgreSQL bigint (most tables) and travel as JSON numbers, which count
 * exactly only up to 2^53 - 1; a larger number is refused by the schema instead of overflowing the query.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** PostgreSQL `integer` columns (plan and plan variant ids, counts, budgets) hold at most this. */
export const MAX_INT4 = 2_147_483_647;

/** An id in a request: a whole number from 1 to the column's maximum. */
export const Id = (description?: string, maximum = MAX_ID) =>
  Type.Integer({ minimum: 1, maximum, ...(description === undefined ? {} : { description }) });

/** page_no: from 1, and no further than a one-result page could reach inside the browsable window. */
export const PageNo = () => Type.Integer({ minimum: 1, maximum: MAX_RESULT_WINDOW, default: 1 });

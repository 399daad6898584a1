import { ApiError } from '../../api/client';

/** dataOrNotFound throws for any failed envelope; only a real 404 means the thing does not exist (not a 500 or a timeout). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.envelope?.status_code === 404;

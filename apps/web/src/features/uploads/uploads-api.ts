import type { UploadLimits } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';

/** The limits a file must meet and today's use of the allowance; the uploader checks files against them first. */
export const uploadLimitsQuery = () =>
  queryOptions({
    queryKey: ['contributor', 'upload', 'limits'],
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<UploadLimits>('/contributor/upload/limits', { role: 'contributor', signal })),
    staleTime: 10_000,
  });

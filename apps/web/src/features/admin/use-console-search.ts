import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall } from './console-api';

/** A console list searched by one text field and paged: a new search starts again at page 1. */
export function useConsoleSearch<T>(name: string, path: string) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['admin', name, q, page],
    queryFn: async ({ signal }) => (await adminCall<T>(path, { query: { q: q || undefined, page_no: page }, signal })).data,
    placeholderData: keepPreviousData,
  });
  const search = (text: string) => {
    setQ(text);
    setPage(1);
  };
  return { ...query, search, setPage };
}

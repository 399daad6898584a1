import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import type { SearchState } from '../search/search-params';
import { savedSearchCalls, savedSearchKeys } from './saved-search-queries';
import { filtersOf } from './saved-search-url';

/** Follows the search on the page: it appears on the saved searches page and in the daily e-mail of new files. */
export function SaveSearchButton({ state }: { state: SearchState }) {
  const { t } = useTranslation('saved-searches');
  const buyer = useSessionUser('buyer');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => savedSearchCalls.save(filtersOf(state)),
    onSuccess: ({ saved_search }) => {
      toast.success(t('button.saved', { name: saved_search.name }));
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <button
      type="button"
      disabled={save.isPending}
      onClick={() => (buyer ? save.mutate() : navigate(accountPaths.login('buyer', `${pathname}${search}`)))}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 1 1-6 0"
        />
      </svg>
      {save.isPending ? t('button.saving') : t('button.save')}
    </button>
  );
}

import type { BuyerCollection, NewShareLink, TeamAccess } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalDialog } from '../../components/dialogs/PortalDialog';
import { formatDate } from '../../components/format/format-date';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { buyerCollectionCalls, buyerCollectionKeys } from './buyer-collection-queries';

/** 0 days: the link works until the owner turns it off. */
const EXPIRY_DAYS = [0, 1, 7, 30] as const;

const dateOf = (iso: string) => formatDate(iso, 'long');

/** The owner's sharing controls: a public read-only link with an optional expiry, and access for the team. */
export function ShareDialog({ collection, onClose }: { collection: BuyerCollection; onClose: () => void }) {
  const { t } = useTranslation('buyer-collections');
  const queryClient = useQueryClient();
  const [days, setDays] = useState(0);
  // The server keeps only a hash of a link's token: the link can be shown (and copied) only right after it is made.
  const [made, setMade] = useState<NewShareLink | null>(null);
  const link = made ?? collection.share;
  const expired = link?.expires_at ? Date.parse(link.expires_at) <= Date.now() : false;
  const refresh = () => queryClient.invalidateQueries({ queryKey: buyerCollectionKeys.all });

  const share = useMutation({
    mutationFn: (enabled: boolean) => buyerCollectionCalls.share(collection.collection_id, enabled, enabled && days > 0 ? days : undefined),
    onSuccess: ({ share: newLink }) => {
      setMade(newLink);
      toast.success(newLink ? t('share.linkReady') : t('share.linkOff'));
    },
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  const team = useMutation({
    mutationFn: (access: TeamAccess | null) => buyerCollectionCalls.setTeamAccess(collection.collection_id, access),
    onSuccess: ({ collection: updated }) =>
      toast.success(updated.team_access ? t('share.teamCan', { access: updated.team_access }) : t('share.teamNoLonger')),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyRefused'));
    }
  }

  return (
    <PortalDialog titleId="share-dialog-title" onClose={onClose}>
      <h2 id="share-dialog-title" className="text-lg font-semibold text-slate-900">
        {t('share.title', { name: collection.collection_name })}
      </h2>
      <section aria-labelledby="share-link-heading" className="mt-4">
        <h3 id="share-link-heading" className="text-sm font-semibold text-slate-900">
          {t('share.publicLink')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('share.publicLinkText')}</p>
        {link ? (
          <div className="mt-3 space-y-2">
            {made ? (
              <div className="flex gap-2">
                <input
                  readOnly
                  value={made.share_url}
                  aria-label={t('share.linkLabel')}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
                />
                <button
                  type="button"
                  onClick={() => void copy(made.share_url)}
                  className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                >
                  {t('share.copy')}
                </button>
              </div>
            ) : (
              <p className="text-sm text-slate-700">{t('share.linkOnSince', { date: dateOf(link.created_at) })}</p>
            )}
            <p className={`text-sm ${expired ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
              {link.expires_at
                ? t(expired ? 'share.expiredOn' : 'share.worksUntil', { date: dateOf(link.expires_at) })
                : t('share.worksUntilOff')}
            </p>
            <button
              type="button"
              onClick={() => share.mutate(false)}
              disabled={share.isPending}
              className="text-sm font-semibold text-rose-700 hover:underline disabled:opacity-50"
            >
              {t('share.turnOff')}
            </button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-500">{t('share.private')}</p>
        )}
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('share.expires')}
            <select
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal"
            >
              {EXPIRY_DAYS.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 0 ? t('share.never') : t('share.days', { count: choice })}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => share.mutate(true)}
            disabled={share.isPending}
            className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
          >
            {link ? t('share.newLink') : t('share.createLink')}
          </button>
        </div>
      </section>
      <section aria-labelledby="share-team-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="share-team-heading" className="text-sm font-semibold text-slate-900">
          {t('share.team')}
        </h3>
        <label className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {t('share.teamMembersCan')}
          <select
            value={collection.team_access ?? ''}
            disabled={team.isPending}
            onChange={(event) => team.mutate((event.target.value || null) as TeamAccess | null)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">{t('share.access.none')}</option>
            <option value="viewer">{t('share.access.viewer')}</option>
            <option value="editor">{t('share.access.editor')}</option>
          </select>
        </label>
      </section>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-slate-100 px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-200"
        >
          {t('share.done')}
        </button>
      </div>
    </PortalDialog>
  );
}

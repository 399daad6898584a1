import type { BuyerCollection, NewShareLink, TeamAccess } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { PortalDialog } from '../../components/dialogs/PortalDialog';
import { messageOf } from '../auth/form/server-errors';
import { buyerCollectionCalls, buyerCollectionKeys } from './buyer-collection-queries';

const EXPIRY_CHOICES = [
  { days: 0, label: 'Never (until I turn it off)' },
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
] as const;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

/** The owner's sharing controls: a public read-only link with an optional expiry, and access for the team. */
export function ShareDialog({ collection, onClose }: { collection: BuyerCollection; onClose: () => void }) {
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
      toast.success(newLink ? 'Share link ready' : 'Share link turned off');
    },
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  const team = useMutation({
    mutationFn: (access: TeamAccess | null) => buyerCollectionCalls.setTeamAccess(collection.collection_id, access),
    onSuccess: ({ collection: updated }) =>
      toast.success(
        updated.team_access
          ? `Your team can now ${updated.team_access === 'editor' ? 'edit' : 'view'} it`
          : 'No longer shared with your team',
      ),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy the link by hand: your browser did not allow it.');
    }
  }

  return (
    <PortalDialog titleId="share-dialog-title" onClose={onClose}>
      <h2 id="share-dialog-title" className="text-lg font-semibold text-slate-900">
        Share “{collection.collection_name}”
      </h2>
      <section aria-labelledby="share-link-heading" className="mt-4">
        <h3 id="share-link-heading" className="text-sm font-semibold text-slate-900">
          Public link
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Anyone with the link sees the files read-only, as watermarked previews. Nothing can be downloaded.
        </p>
        {link ? (
          <div className="mt-3 space-y-2">
            {made ? (
              <div className="flex gap-2">
                <input
                  readOnly
                  value={made.share_url}
                  aria-label="Share link"
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
                />
                <button
                  type="button"
                  onClick={() => void copy(made.share_url)}
                  className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                >
                  Copy
                </button>
              </div>
            ) : (
              <p className="text-sm text-slate-700">
                A link is on since {dateOf(link.created_at)}. For your safety we keep only a fingerprint of it, so it cannot be shown again:
                make a new link to copy one (the old one then stops working).
              </p>
            )}
            <p className={`text-sm ${expired ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
              {link.expires_at ? `${expired ? 'Expired on' : 'Works until'} ${dateOf(link.expires_at)}` : 'Works until you turn it off'}
            </p>
            <button
              type="button"
              onClick={() => share.mutate(false)}
              disabled={share.isPending}
              className="text-sm font-semibold text-rose-700 hover:underline disabled:opacity-50"
            >
              Turn off link
            </button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-500">The collection is private: no link is on.</p>
        )}
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Link expires
            <select
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal"
            >
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice.days} value={choice.days}>
                  {choice.label}
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
            {link ? 'Make a new link' : 'Create link'}
          </button>
        </div>
      </section>
      <section aria-labelledby="share-team-heading" className="mt-6 border-t border-slate-200 pt-4">
        <h3 id="share-team-heading" className="text-sm font-semibold text-slate-900">
          Your team
        </h3>
        <label className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          Team members can
          <select
            value={collection.team_access ?? ''}
            disabled={team.isPending}
            onChange={(event) => team.mutate((event.target.value || null) as TeamAccess | null)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">Not see it</option>
            <option value="viewer">View it</option>
            <option value="editor">View it and add or remove files</option>
          </select>
        </label>
      </section>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-slate-100 px-5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-200"
        >
          Done
        </button>
      </div>
    </PortalDialog>
  );
}

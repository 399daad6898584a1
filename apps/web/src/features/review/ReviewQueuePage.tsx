import type { MediaType, RejectionReason, ReviewItem } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../components/format/current-language';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { messageOf } from '../auth/form/server-errors';
import { FileThumb } from '../contributor-files/FileThumb';
import { RejectDialog } from './RejectDialog';
import { ReviewItemDetail } from './ReviewItemDetail';
import { approveFile, rejectFile, reviewKeys, reviewQueueQuery } from './review-api';
import { SHORTCUT_KEYS, useReviewShortcuts } from './use-review-shortcuts';

const TYPES: { value: MediaType | null; labelKey: string }[] = [
  { value: null, labelKey: 'types.all' },
  { value: 'IMAGE', labelKey: 'types.images' },
  { value: 'VIDEO', labelKey: 'types.videos' },
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
/** "3 hours ago", "vor 3 Stunden": how long a file has waited, in the interface's language. */
function waitingSince(iso: string | null): string {
  if (!iso) return '';
  const language = currentLanguage();
  let waiting = relativeFormats.get(language);
  if (!waiting) {
    waiting = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, waiting);
  }
  const hours = Math.round((new Date(iso).getTime() - Date.now()) / 3_600_000);
  return Math.abs(hours) < 24 ? waiting.format(hours, 'hour') : waiting.format(Math.round(hours / 24), 'day');
}

function QueueList({ items, selectedId, onSelect }: { items: ReviewItem[]; selectedId: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation('review');
  return (
    <ol
      aria-label={t('queue.label')}
      className="flex gap-2 overflow-x-auto pb-2 lg:max-h-[calc(100vh-14rem)] lg:flex-col lg:overflow-y-auto lg:pb-0"
    >
      {items.map((item, index) => {
        const selected = item.media_id === selectedId;
        return (
          <li key={item.media_id} className="shrink-0 lg:shrink">
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item.media_id)}
              className={`flex w-40 flex-col gap-2 rounded-xl border p-2 text-left lg:w-full lg:flex-row lg:items-center focus-visible:outline-2 focus-visible:outline-sky-500 ${
                selected ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-200 bg-white hover:border-slate-300'
              }`}
            >
              <FileThumb file={item} width={96} className="aspect-[4/3] w-full shrink-0 rounded-lg lg:h-14 lg:w-20" />
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium">
                  {index + 1}. {item.title}
                </span>
                {/* Name and waiting time on lines of their own: in a narrow card one line cut off the time. */}
                <span className={`block text-xs ${selected ? 'text-slate-300' : 'text-slate-500'}`}>
                  <span className="block truncate">{item.contributor.name}</span>
                  <span className="block truncate">{waitingSince(item.submitted_at)}</span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function ShortcutLegend() {
  const { t } = useTranslation('review');
  return (
    <p className="text-sm text-slate-600">
      {t('shortcuts.label')}{' '}
      {SHORTCUT_KEYS.map((shortcut, index) => (
        <span key={shortcut.key}>
          {index > 0 && ' · '}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800">
            {shortcut.key}
          </kbd>{' '}
          {t(shortcut.labelKey)}
        </span>
      ))}
    </p>
  );
}

/** The files in review, the longest waiting first, one at a time: approve, or reject with reasons; from the keyboard too. */
export function ReviewQueuePage() {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const [type, setType] = useState<MediaType | null>(null);
  const queue = useQuery(reviewQueueQuery(type));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const items = queue.data?.results ?? [];
  // The chosen file, or else the first waiting one; a decided file leaves the list and its place goes to the next.
  const index = Math.max(
    0,
    items.findIndex((item) => item.media_id === selectedId),
  );
  const current = items[index] ?? null;

  const afterDecision = (decided: ReviewItem) => {
    const next = items[index + 1] ?? items[index - 1] ?? null;
    setSelectedId(next?.media_id ?? null);
    queryClient.setQueryData(reviewQueueQuery(type).queryKey, (data) =>
      data
        ? { ...data, results: data.results.filter((item) => item.media_id !== decided.media_id), totalCount: data.totalCount - 1 }
        : data,
    );
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  };
  const approve = useMutation({
    mutationFn: (item: ReviewItem) => approveFile(item.media_id),
    onSuccess: ({ message }, item) => {
      toast.success(message || t('queue.approved', { title: item.title }));
      afterDecision(item);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const reject = useMutation({
    mutationFn: ({ item, reasons, note }: { item: ReviewItem; reasons: RejectionReason[]; note: string }) =>
      rejectFile(item.media_id, reasons, note),
    onSuccess: ({ message }, { item }) => {
      toast.success(message || t('queue.rejected', { title: item.title }));
      setRejecting(false);
      afterDecision(item);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const busy = approve.isPending || reject.isPending;
  const move = (step: number) => {
    const target = items[index + step];
    if (target) setSelectedId(target.media_id);
  };

  useReviewShortcuts(
    {
      approve: () => current && !busy && approve.mutate(current),
      reject: () => current && !busy && setRejecting(true),
      next: () => move(1),
      previous: () => move(-1),
    },
    Boolean(current),
  );

  return (
    <section>
      <title>{t('page.documentTitle', { brand: siteConfig.brand })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {queue.data ? t('page.waiting', { count: queue.data.totalCount }) : t('page.intro')}
          </p>
        </div>
        <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
          <legend className="sr-only">{t('types.legend')}</legend>
          {TYPES.map((option) => (
            <button
              key={option.labelKey}
              type="button"
              aria-pressed={option.value === type}
              onClick={() => {
                setType(option.value);
                setSelectedId(null);
              }}
              className={`rounded-full px-3.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sky-500 ${
                option.value === type ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(option.labelKey)}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-6">
        {queue.isPending ? (
          <div role="status" aria-label={t('page.loading')} className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
            <div className="h-96 animate-pulse rounded-xl bg-slate-100" />
          </div>
        ) : queue.isError ? (
          <ErrorState message={t('page.error')} onRetry={() => queue.refetch()} />
        ) : !current ? (
          <EmptyState title={t('page.emptyTitle')}>
            <p>{t('page.emptyText')}</p>
          </EmptyState>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <QueueList items={items} selectedId={current.media_id} onSelect={setSelectedId} />
            <article aria-label={t('queue.reviewing', { title: current.title })} className="min-w-0 space-y-5">
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => approve.mutate(current)}
                    aria-keyshortcuts="A"
                    className="rounded-full bg-emerald-700 px-5 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60"
                  >
                    {approve.isPending ? t('queue.approving') : t('queue.approve')}
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setRejecting(true)}
                    aria-keyshortcuts="R"
                    className="rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 disabled:opacity-60"
                  >
                    {t('queue.reject')}
                  </button>
                </div>
                <div className="flex items-center gap-2 text-sm text-slate-600">
                  <button
                    type="button"
                    onClick={() => move(-1)}
                    disabled={index === 0}
                    aria-keyshortcuts="K"
                    className="rounded-full border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50 disabled:opacity-40"
                  >
                    {t('queue.previous')}
                  </button>
                  <span className="tabular-nums">{t('queue.position', { index: index + 1, total: items.length })}</span>
                  <button
                    type="button"
                    onClick={() => move(1)}
                    disabled={index >= items.length - 1}
                    aria-keyshortcuts="J"
                    className="rounded-full border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50 disabled:opacity-40"
                  >
                    {t('queue.next')}
                  </button>
                </div>
              </div>
              <ShortcutLegend />
              <ReviewItemDetail item={current} />
            </article>
          </div>
        )}
      </div>
      {rejecting && current && (
        <RejectDialog
          title={current.title}
          busy={reject.isPending}
          onClose={() => setRejecting(false)}
          onReject={(reasons, note) => reject.mutate({ item: current, reasons, note })}
        />
      )}
    </section>
  );
}

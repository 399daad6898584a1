import type { ContributorFile, ContributorFileStatus } from '@stock/contracts';

export type ShownStatus = ContributorFile['status'];

/** The catalogue's tabs, in the order a file moves through them. */
export const CATALOGUE_TABS: { status: ContributorFileStatus; labelKey: `contributor-files:status.tabs.${ContributorFileStatus}` }[] = [
  { status: 'DRAFT', labelKey: 'contributor-files:status.tabs.DRAFT' },
  { status: 'inreview', labelKey: 'contributor-files:status.tabs.inreview' },
  { status: 'rejected', labelKey: 'contributor-files:status.tabs.rejected' },
  { status: 'published', labelKey: 'contributor-files:status.tabs.published' },
];

/** A status's name, in the contributor-files namespace: `status.label.<status>` (or `status.lower.<status>` mid-sentence). */
export const statusKey = (status: ShownStatus, form: 'label' | 'lower' = 'label') => `status.${form}.${status}` as const;

export const STATUS_BADGE_CLASS: Record<ShownStatus, string> = {
  DRAFT: 'bg-slate-100 text-slate-700 ring-slate-300',
  inreview: 'bg-amber-50 text-amber-800 ring-amber-300',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  removed: 'bg-slate-100 text-slate-500 ring-slate-300',
};

/** A status from a URL (?status=...), or the first tab when it is missing or not one of the four. */
export function readStatus(value: string | null): ContributorFileStatus {
  return CATALOGUE_TABS.find((tab) => tab.status === value)?.status ?? 'DRAFT';
}

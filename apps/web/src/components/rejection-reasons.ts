import type { RejectionReason } from '@stock/contracts';
import i18next from 'i18next';

/** The reviewers' reasons in the interface language; the contract's English labels stay the API's. */
export const REJECTION_REASON_KEYS: Record<RejectionReason, string> = {
  focus: 'common:rejectionReasons.focus',
  noise: 'common:rejectionReasons.noise',
  exposure: 'common:rejectionReasons.exposure',
  trademark_or_logo: 'common:rejectionReasons.trademarkOrLogo',
  missing_release: 'common:rejectionReasons.missingRelease',
  similar_content: 'common:rejectionReasons.similarContent',
  metadata: 'common:rejectionReasons.metadata',
  other: 'common:rejectionReasons.other',
};

/** ["focus", "noise"] -> "Focus, Noise" ("ピント、ノイズ"): the reasons as the reviewer picked them. */
export const reasonsText = (reasons: readonly RejectionReason[]) =>
  reasons.map((reason) => i18next.t(REJECTION_REASON_KEYS[reason])).join(i18next.t('common:rejectionReasons.separator'));

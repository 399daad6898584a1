import type { RejectionReason } from '@stock/contracts';
import { REJECTION_REASON_LABELS } from '@stock/contracts/values';

/** ["focus", "noise"] -> "Focus, Noise": the reasons as the admin picked them. */
export const reasonsText = (reasons: readonly RejectionReason[]) => reasons.map((reason) => REJECTION_REASON_LABELS[reason]).join(', ');

import type { WithdrawalStatusValue } from '../../../db/schema';
import type { TranslatedStateWords } from '../state-words';

/**
 * A withdrawal's status as the console's Payouts page words it: its tabs, in the singular of its "Mark paid" and
 * "Mark failed" buttons (web: admin.json, `payouts.tab`, `payouts.markPaid`, `payouts.markFailed`).
 */
export const WITHDRAWAL_STATUS: TranslatedStateWords<WithdrawalStatusValue> = {
  de: { pending: 'Offen', paid: 'Ausgezahlt', failed: 'Fehlgeschlagen' },
  fr: { pending: 'À verser', paid: 'Versé', failed: 'Échoué' },
  es: { pending: 'Por pagar', paid: 'Pagado', failed: 'Fallido' },
  'pt-BR': { pending: 'A pagar', paid: 'Pago', failed: 'Falho' },
  ja: { pending: '未払い', paid: '支払い済み', failed: '失敗' },
};

import type { ResellerApplicationStatusValue } from '../../../db/schema';
import type { TranslatedStateWords } from '../state-words';

/**
 * A reseller application's status as the console words one application: its decision, and the filter's word for an
 * open one in the singular (web: admin-resellers.json, `card.decided`, `status.pending`).
 */
export const RESELLER_STATUS: TranslatedStateWords<ResellerApplicationStatusValue> = {
  de: { pending: 'Offen', approved: 'Genehmigt', declined: 'Abgelehnt' },
  fr: { pending: 'En attente', approved: 'Acceptée', declined: 'Refusée' },
  es: { pending: 'Pendiente', approved: 'Aprobada', declined: 'Rechazada' },
  'pt-BR': { pending: 'Aguardando', approved: 'Aprovado', declined: 'Recusado' },
  ja: { pending: '審査待ち', approved: '承認済み', declined: '却下' },
};

import type { MediaStatusValue } from '../../../db/schema';
import type { TranslatedStateWords } from '../state-words';

/** A file's status as its contributor sees it labelled in their catalogue (web: contributor-files.json, `status.label`). */
export const CATALOGUE_FILE_STATUS: TranslatedStateWords<MediaStatusValue> = {
  de: { DRAFT: 'Entwurf', inreview: 'In Prüfung', rejected: 'Abgelehnt', published: 'Veröffentlicht', removed: 'Entfernt' },
  fr: { DRAFT: 'Brouillon', inreview: 'En vérification', rejected: 'Refusé', published: 'Publié', removed: 'Retiré' },
  es: { DRAFT: 'Borrador', inreview: 'En revisión', rejected: 'Rechazado', published: 'Publicado', removed: 'Retirado' },
  'pt-BR': { DRAFT: 'Rascunho', inreview: 'Em análise', rejected: 'Recusado', published: 'Publicado', removed: 'Removido' },
  ja: { DRAFT: '下書き', inreview: '審査中', rejected: '却下', published: '公開中', removed: '販売停止' },
};

/** A file's status as the console labels it for administrators and reviewers (web: admin-files.json, `status`). */
export const CONSOLE_FILE_STATUS: TranslatedStateWords<MediaStatusValue> = {
  ...CATALOGUE_FILE_STATUS,
  fr: { ...CATALOGUE_FILE_STATUS.fr, inreview: 'En cours d’examen' },
  ja: { ...CATALOGUE_FILE_STATUS.ja, rejected: '不承認', removed: '取り下げ済み' },
};

/** How a message of ours says a file's status in an English sentence ("This file is a draft"). */
export const FILE_STATUS_PROSE: Record<MediaStatusValue, string> = {
  DRAFT: 'a draft',
  inreview: 'in review',
  rejected: 'rejected',
  published: 'published',
  removed: 'removed',
};

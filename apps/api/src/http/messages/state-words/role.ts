import type { RoleValue } from '../../../db/schema';
import type { TranslatedStateWords } from '../state-words';

/** An account's role as the console's people pages name it (web: admin-people.json, `roles`). */
export const ROLE: TranslatedStateWords<RoleValue> = {
  de: { buyer: 'Käufer', contributor: 'Urheber', admin: 'Administrator' },
  fr: { buyer: 'acheteur', contributor: 'contributeur', admin: 'administrateur' },
  es: { buyer: 'comprador', contributor: 'colaborador', admin: 'administrador' },
  'pt-BR': { buyer: 'comprador', contributor: 'colaborador', admin: 'administrador' },
  ja: { buyer: '購入者', contributor: 'クリエイター', admin: '管理者' },
};

import type { TFunction } from 'i18next';

const ROLE_KEYS: Record<string, string> = { buyer: 'roles.buyer', contributor: 'roles.contributor', admin: 'roles.admin' };

/** A role in the reader's words; one the API adds later shows as it is sent. */
export const roleName = (t: TFunction, role: string) => (ROLE_KEYS[role] ? t(`admin-people:${ROLE_KEYS[role]}`) : role);

/** An account's roles, joined as the language lists words ("admin, contributor", "管理者、クリエイター"). */
export const roleList = (t: TFunction, roles: readonly string[]) =>
  roles.map((role) => roleName(t, role)).join(t('admin-people:roles.separator'));

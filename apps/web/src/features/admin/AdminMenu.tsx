import i18next from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/session';
import { adminPaths } from '../../app-paths';
import { RoleMenu } from '../../components/layout/RoleMenu';
import { ADMIN_SECTIONS } from './admin-sections';

// An administrator's session brings the admin strings along in each language chosen, so the header's menu has them
// on the public pages too without waiting; visitors never load them.
i18next.on('languageChanged', () => {
  if (getToken('admin')) void i18next.loadNamespaces('admin');
});

interface AdminMenuProps {
  name: string;
  onNavigate?: () => void;
}

function AdminMenuWithStrings({ name, onNavigate }: AdminMenuProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <RoleMenu
      signedInAs="admin"
      roleLabel={t('common:header.admin.role')}
      name={name}
      panelLabel={t('common:header.admin.panel')}
      links={[
        { to: adminPaths.home(), label: t('common:header.admin.administration') },
        ...ADMIN_SECTIONS.map((section) => ({ to: section.to, label: t(section.labelKey) })),
      ]}
      onNavigate={onNavigate}
    />
  );
}

/**
 * The administrator's menu in the header: the work areas, in the interface's language. It waits for the admin strings
 * on its own, so a public page's header never waits for them.
 */
export function AdminMenu(props: AdminMenuProps) {
  return (
    <Suspense fallback={null}>
      <AdminMenuWithStrings {...props} />
    </Suspense>
  );
}

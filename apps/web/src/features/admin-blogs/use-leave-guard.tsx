import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';

/**
 * Keeps unsaved writing from being lost: leaving the page inside the app asks first, and closing or reloading the tab
 * gets the browser's own warning. `allowNextLeave` lets a save or delete move on without asking.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('admin-blogs');
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.cancel')}
        onConfirm={() => blocker.proceed()}
        onClose={() => blocker.reset()}
      >
        <p>{t('leave.body')}</p>
      </ConfirmDialog>
    ) : null;

  return {
    dialog,
    allowNextLeave() {
      allowed.current = true;
    },
  };
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastShown } from './toast';

const ToastContainerHost = lazy(async () => ({ default: (await import('./ToastContainerHost')).ToastContainerHost }));

/**
 * Where toasts appear. The container and the library come with the first toast (`./toast`), so the first load of a
 * page carries neither.
 */
export function ToastHost() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenToastShown(() => setShown(true)), []);
  return shown ? (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  ) : null;
}

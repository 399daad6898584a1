import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Holds a page in the entry back until every namespace it shows has loaded, so that nothing in it suspends after it
 * has appeared (the lazily loaded pages get the same from the build). It suspends only on its first render: on a
 * navigation, inside the router's transition, the page before stays until then.
 */
export function PageStrings({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  useTranslation([...namespaces]);
  return children;
}

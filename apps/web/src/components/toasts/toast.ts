import type { ToastContent, ToastOptions } from 'react-toastify';

type Tone = 'default' | 'success' | 'error' | 'info';
type Show = (content: ToastContent, options?: ToastOptions) => void;

/** The ToastHost on the page, told to bring in the container the first time a toast is shown. */
let onFirstToast: (() => void) | undefined;
let asked = false;

/** The host calls this once it is mounted; it mounts the container at once if a toast came before it. */
export function whenToastShown(mount: () => void): () => void {
  onFirstToast = mount;
  if (asked) mount();
  return () => {
    if (onFirstToast === mount) onFirstToast = undefined;
  };
}

function show(tone: Tone): Show {
  return (content, options) => {
    asked = true;
    onFirstToast?.();
    // The library (and its stylesheet) loads with the first toast: no page needs it to paint. A toast shown before
    // the container has mounted waits in the library's own queue and appears when it does.
    void import('react-toastify').then(({ toast: library }) => {
      if (tone === 'default') library(content, options);
      else library[tone](content, options);
    });
  };
}

/**
 * react-toastify's `toast`, loaded when a toast is first shown rather than with the entry. Import this one, never the
 * library's: `toast.success(t('saved'))`, `toast.error(message)`, `toast.info(…)`, `toast(…)`.
 */
export const toast = Object.assign(show('default'), { success: show('success'), error: show('error'), info: show('info') });

/** Takes away every toast, shown or still waiting for a container, after the library has taken those asked for. */
export async function dismissToasts(): Promise<void> {
  const { toast: library } = await import('react-toastify');
  library.dismiss();
}

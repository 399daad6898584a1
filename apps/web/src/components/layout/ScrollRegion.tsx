import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) does not fit a phone. Someone on a keyboard must be able
 * to reach it to scroll it, so it takes focus and has a name, as a region.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-sky-500">
      {children}
    </section>
  );
}

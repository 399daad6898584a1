import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Whether the reader has pressed Tab on this page: from then on nothing waits for the viewport. */
let tabbed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') tabbed = true;
  });
}

/**
 * Whether an element is within `margin` of the viewport (an IntersectionObserver rootMargin), once it has been: a part
 * further down the page waits for it before building what it shows. On a phone, building twenty tiles nobody sees yet
 * is a long task of 100 to 200 ms right when the page's answers arrive. Always true when `watch` is off or the browser
 * cannot tell (no IntersectionObserver). The element is given through the returned ref, whenever it is rendered.
 *
 * A placeholder of exactly the content's size can wait for the viewport itself ('0px'); one that only approximates it
 * needs the content built ahead ('100% 0px', a screen), so that the change of height happens out of sight.
 *
 * A keyboard reader moves by focus, not by scrolling, and Tab would skip what is not built yet: the first Tab builds
 * everything still waiting, and everything that comes later (a shelf whose answer arrives after that Tab) at once.
 */
export function useNearViewport(watch: boolean, margin: string): [near: boolean, ref: (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(() => !watch || tabbed || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        tabbed = true;
        setNear(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [element, near, margin]);
  // Once near, the element no longer matters: keeping it would re-render the caller for nothing (an above-the-fold grid
  // in the middle of its first layout).
  const watching = useRef(!near);
  watching.current = !near;
  const ref = useCallback((target: Element | null) => {
    if (watching.current) setElement(target);
  }, []);
  return [near, ref];
}

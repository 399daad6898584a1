import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Whether the element is within `margin` of the viewport (an IntersectionObserver rootMargin), once it has been: a part
 * further down the page waits for it before building what it shows. On a phone, building twenty tiles nobody sees yet
 * is a long task of 100 to 200 ms right when the page's answers arrive. Always true when `watch` is off or the browser
 * cannot tell (no IntersectionObserver).
 */
export function useNearViewport(ref: RefObject<Element | null>, watch: boolean, margin: string): boolean {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
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
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

import { type ReactNode, useRef } from 'react';
import { BELOW_THE_FOLD } from '../../components/layout/below-the-fold';
import { useNearViewport } from '../../components/layout/use-near-viewport';

interface HomeSectionProps {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  /** The section nearest the top is built and painted at once; the others wait until they reach the viewport. */
  aboveTheFold?: boolean;
}

/**
 * A titled block of the home page. Below the fold it builds its content only once it scrolls into view: on a phone the
 * shelves, categories and collections under the first screen otherwise cost a long task each as their answers arrive,
 * during the page's first seconds. Their answers are asked for at once all the same (the shelves ask above this, the
 * home page prefetches the rest), so the content is there the moment it is built.
 */
export function HomeSection({ id, title, action, children, aboveTheFold = false }: HomeSectionProps) {
  const content = useRef<HTMLDivElement>(null);
  const inView = useNearViewport(content, !aboveTheFold, '0px');
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-screen-2xl px-4 pt-14 sm:px-8 ${aboveTheFold ? '' : BELOW_THE_FOLD}`}>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {inView ? children : <div ref={content} className="min-h-72" />}
    </section>
  );
}

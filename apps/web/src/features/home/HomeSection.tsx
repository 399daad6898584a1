import type { ReactNode } from 'react';
import { BELOW_THE_FOLD } from '../../components/layout/below-the-fold';

interface HomeSectionProps {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  /** The section nearest the top is painted at once; the others wait until they near the viewport. */
  aboveTheFold?: boolean;
}

export function HomeSection({ id, title, action, children, aboveTheFold = false }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-screen-2xl px-4 pt-14 sm:px-8 ${aboveTheFold ? '' : BELOW_THE_FOLD}`}>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

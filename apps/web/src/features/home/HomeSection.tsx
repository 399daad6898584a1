import type { ReactNode } from 'react';

export function HomeSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-screen-2xl px-4 pt-14 sm:px-8">
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

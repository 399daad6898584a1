import { type ReactNode, useId } from 'react';

/** One titled panel of a profile page. */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  // Not derived from the title: a Japanese title has no Latin letters to make an id of.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

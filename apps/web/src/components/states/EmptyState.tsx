import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-3 text-slate-600">{children}</div>}
    </div>
  );
}

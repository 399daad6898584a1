import type { ReactNode } from 'react';

/**
 * Facts in a row, separated by dots. Each dot ends the fact before it, so a row that wraps never starts a line with
 * a dot.
 */
export function BlogFacts({ facts, className = '' }: { facts: { key: string; node: ReactNode }[]; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-x-2 text-sm text-slate-500 ${className}`}>
      {facts.map((fact, index) => (
        <span key={fact.key} className="flex gap-2">
          {fact.node}
          {index < facts.length - 1 && <span aria-hidden="true">·</span>}
        </span>
      ))}
    </p>
  );
}

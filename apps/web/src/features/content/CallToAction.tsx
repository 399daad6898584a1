import type { ReactNode } from 'react';
import { Link } from 'react-router';

const buttonClass =
  'inline-flex shrink-0 items-center justify-center rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

interface CallToActionProps {
  heading: string;
  children: ReactNode;
  label: string;
  /** An internal route (rendered with `<Link>`) or, when it starts with "mailto:", an e-mail link. */
  to: string;
}

/** The card that closes a written page: one heading, one sentence, one button. */
export function CallToAction({ heading, children, label, to }: CallToActionProps) {
  const external = to.startsWith('mailto:');
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">{heading}</h2>
        <p className="mt-1.5 text-slate-600">{children}</p>
      </div>
      {external ? (
        <a href={to} className={buttonClass}>
          {label}
        </a>
      ) : (
        <Link to={to} className={buttonClass}>
          {label}
        </Link>
      )}
    </section>
  );
}

import type { FileTransition } from '@stock/contracts';
import { STATUS_LABEL } from './file-status';
import { reasonsText } from './rejection-text';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function describe(step: FileTransition): string {
  if (step.from_status === null) return 'Uploaded as a draft';
  if (step.to_status === 'inreview') return 'Submitted for review';
  if (step.to_status === 'published') return 'Approved and published';
  if (step.to_status === 'rejected') return 'Rejected';
  if (step.to_status === 'removed') return 'Removed from sale';
  return `${STATUS_LABEL[step.from_status]} → ${STATUS_LABEL[step.to_status]}`;
}

/** Every status change of the file, newest first: who, when, and the reasons given. */
export function FileHistory({ history }: { history: FileTransition[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-500">No changes yet.</p>;
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol aria-label="Status history" className="space-y-3 border-l-2 border-slate-200 pl-4">
      {newestFirst.map((step) => (
        <li key={`${step.at}-${step.to_status}`} className="text-sm">
          <p className="font-medium text-slate-900">{describe(step)}</p>
          <p className="text-slate-500">
            <time dateTime={step.at}>{when.format(new Date(step.at))}</time> · {step.actor === 'admin' ? 'a reviewer' : step.actor_name}
          </p>
          {step.reasons.length > 0 && <p className="text-slate-700">{reasonsText(step.reasons)}</p>}
          {step.note && <p className="text-slate-700">“{step.note}”</p>}
        </li>
      ))}
    </ol>
  );
}

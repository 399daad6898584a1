import type { AdminCategory } from '@stock/contracts';
import { type ReactNode, useState } from 'react';
import { ReasonForm } from '../admin/ReasonForm';
import { moved } from '../admin-curation/home-curation-api';

const MOVE = 'rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-40';

/** Categories under one parent with Up and Down; once the order differs, a reason saves it. `below` nests subcategories. */
export function SiblingOrder({
  label,
  categories,
  pending,
  onSave,
  below,
}: {
  label: string;
  categories: AdminCategory[];
  pending: boolean;
  onSave: (ids: number[], reason: string) => void;
  below?: (category: AdminCategory) => ReactNode;
}) {
  const [order, setOrder] = useState(categories);
  const changed = order.some((category, index) => category.category_id !== categories[index]?.category_id);
  return (
    <div>
      <ol aria-label={label} className="divide-y divide-slate-200">
        {order.map((category, index) => (
          <li key={category.category_id} className="py-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 break-words">
                <span className="font-medium text-slate-900">{category.name}</span>{' '}
                <span className="text-slate-500">
                  /{category.slug} · {category.file_count} files
                </span>
              </span>
              <button type="button" className={MOVE} disabled={index === 0} onClick={() => setOrder((list) => moved(list, index, -1))}>
                <span className="sr-only">Move {category.name} </span>Up
              </button>
              <button
                type="button"
                className={MOVE}
                disabled={index === order.length - 1}
                onClick={() => setOrder((list) => moved(list, index, 1))}
              >
                <span className="sr-only">Move {category.name} </span>Down
              </button>
            </div>
            {below && <div className="mt-1 pl-4">{below(category)}</div>}
          </li>
        ))}
      </ol>
      {changed && (
        <div className="mt-2">
          <ReasonForm
            label={`Save the order of ${label}`}
            action="Save order"
            pending={pending}
            onSubmit={(reason) =>
              onSave(
                order.map((category) => category.category_id),
                reason,
              )
            }
          />
        </div>
      )}
    </div>
  );
}

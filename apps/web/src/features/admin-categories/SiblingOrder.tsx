import type { AdminCategory } from '@stock/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm } from '../admin/ReasonForm';
import { moved } from '../admin-curation/home-curation-api';
import { MoveButtons } from '../admin-curation/MoveButtons';

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
  const { t } = useTranslation('admin-categories');
  const [order, setOrder] = useState(categories);
  const changed = order.some((category, index) => category.category_id !== categories[index]?.category_id);
  return (
    <div>
      <ol aria-label={label} className="divide-y divide-slate-200">
        {order.map((category, index) => (
          <li key={category.category_id} className="py-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 basis-48 break-words">
                <span className="font-medium text-slate-900">{category.name}</span>{' '}
                <span className="text-slate-500">{t('order.slugAndFiles', { slug: category.slug, count: category.file_count })}</span>
              </span>
              <MoveButtons
                name={category.name}
                index={index}
                count={order.length}
                onMove={(by) => setOrder((list) => moved(list, index, by))}
              />
            </div>
            {below && <div className="mt-1 pl-4">{below(category)}</div>}
          </li>
        ))}
      </ol>
      {changed && (
        <div className="mt-2">
          <ReasonForm
            label={t('order.saveLabel', { list: label })}
            action={t('order.save')}
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

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, inputClass } from '../auth/form/TextField';
import type { PublishChoice } from './post-draft';

const CHOICES: { value: PublishChoice; labelKey: string; hintKey: string }[] = [
  { value: 'draft', labelKey: 'publish.draft', hintKey: 'publish.draftHint' },
  { value: 'now', labelKey: 'publish.now', hintKey: 'publish.nowHint' },
  { value: 'schedule', labelKey: 'publish.schedule', hintKey: 'publish.scheduleHint' },
];

interface PublishOptionsProps {
  publish: PublishChoice;
  scheduleAt: string;
  error?: string;
  onChange: (patch: { publish?: PublishChoice; scheduleAt?: string }) => void;
}

/** Draft, publish now, or schedule for a date and time (in the editor's own time zone). */
export function PublishOptions({ publish, scheduleAt, error, onChange }: PublishOptionsProps) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('publish.legend')}</legend>
      <div className="mt-2 space-y-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-sky-500 has-checked:bg-sky-50"
          >
            <input
              type="radio"
              name={`${id}-publish`}
              value={choice.value}
              checked={publish === choice.value}
              onChange={() => onChange({ publish: choice.value })}
              className="mt-0.5 accent-sky-600"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{t(choice.labelKey)}</span>
              <span className="block text-xs text-slate-600">{t(choice.hintKey)}</span>
            </span>
          </label>
        ))}
      </div>
      {publish === 'schedule' && (
        <div className="mt-3">
          <label htmlFor={`${id}-at`} className="block text-sm font-medium text-slate-800">
            {t('publish.on')}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={scheduleAt}
            onChange={(event) => onChange({ scheduleAt: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-at-error` : undefined}
            className={`mt-1.5 ${inputClass(Boolean(error))}`}
          />
          {error && <FieldMessage id={`${id}-at-error`}>{error}</FieldMessage>}
        </div>
      )}
    </fieldset>
  );
}

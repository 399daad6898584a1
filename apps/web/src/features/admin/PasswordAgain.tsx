import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form/TextField';
import { adminCall } from './console-api';

/** The password field of an action that asks for it again; the server checks it was typed within the last minutes. */
export function PasswordAgain({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <label htmlFor={id} className="block text-xs font-medium text-slate-700">
      {t('passwordAgain.label')}
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`mt-1 block w-64 max-w-full ${inputClass(false)}`}
      />
    </label>
  );
}

/** Opens the re-auth window when a password was typed; without one the server answers 403 and says why. */
export async function confirmPassword(password: string): Promise<void> {
  if (password) await adminCall('/admin/reauth', { method: 'POST', body: { password } });
}

import type { AdminUserData, AdminUserSummary } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { adminCall } from '../admin/console-api';
import { confirmPassword, PasswordAgain } from '../admin/PasswordAgain';
import { ReasonForm } from '../admin/ReasonForm';
import { messageOf } from '../auth/form/server-errors';

const ROLES = ['admin', 'contributor'] as const;

/** Give or take away the admin and contributor roles; the password is asked for again and the server checks it. */
export function RoleForms({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation('admin-people');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const change = useMutation({
    mutationFn: async ({ role, granted, reason }: { role: (typeof ROLES)[number]; granted: boolean; reason: string }) => {
      await confirmPassword(password);
      return adminCall<AdminUserData>('/admin/users/roles', { method: 'POST', body: { user_id: user.id, role, granted, reason } });
    },
    onSuccess: ({ message }) => {
      toast.success(message);
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <div className="space-y-4">
      <PasswordAgain value={password} onChange={setPassword} />
      {ROLES.map((role) => {
        const held = user.roles.includes(role);
        const label = t(held ? 'roleForms.remove' : 'roleForms.grant', { role });
        return (
          <ReasonForm
            key={role}
            label={label}
            action={label}
            tone={held ? 'danger' : 'neutral'}
            pending={change.isPending}
            onSubmit={(reason) => change.mutate({ role, granted: !held, reason })}
          />
        );
      })}
    </div>
  );
}

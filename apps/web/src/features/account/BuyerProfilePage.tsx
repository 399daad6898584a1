import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { AccountTabs } from '../billing/AccountTabs';
import { AvatarForm } from './AvatarForm';
import { buyerProfileQuery } from './account-api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PendingEmailNotice } from './PendingEmailNotice';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileFrame } from './ProfileFrame';
import { ProfileSkeleton } from './ProfileSkeleton';
import { RequireSession } from './RequireSession';
import { Section } from './Section';
import { useSaveBuyerProfile } from './use-save-buyer';

function BuyerProfile() {
  const { t } = useTranslation('account');
  const { data: user, isPending, isError, refetch } = useQuery(buyerProfileQuery());
  const { save, remember } = useSaveBuyerProfile();
  const [passwordForm, setPasswordForm] = useState(0);

  if (isPending) return <ProfileSkeleton />;
  if (isError) return <ErrorState message={t('profile.loadError')} onRetry={() => refetch()} />;
  return (
    <>
      {user.pending_email && (
        <PendingEmailNotice
          pendingEmail={user.pending_email}
          onVerified={(verified) => {
            remember({ ...user, ...verified });
            toast.success(t('buyer.emailVerified'));
          }}
        />
      )}
      <Section title={t('buyer.details.title')} description={t('buyer.details.description')}>
        <div className="space-y-6">
          <AvatarForm name={user.name} currentUrl={user.avatar_url} save={(avatar) => save({ avatar })} />
          {/* A fresh form when the saved account changes, so its fields start from what is stored. */}
          <ProfileDetailsForm key={`${user.name}|${user.phone}|${user.email}|${user.pending_email}`} user={user} save={save} />
        </div>
      </Section>
      <Section title={t('buyer.password.title')} description={t('buyer.password.description')}>
        <ChangePasswordForm key={passwordForm} email={user.email} onChanged={() => setPasswordForm((count) => count + 1)} />
      </Section>
    </>
  );
}

export function BuyerProfilePage() {
  const { t } = useTranslation('account');
  return (
    <ProfileFrame title={t('buyer.title')} intro={t('buyer.intro')}>
      <AccountTabs />
      <RequireSession forRole="buyer">
        <BuyerProfile />
      </RequireSession>
    </ProfileFrame>
  );
}

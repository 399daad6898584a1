import type { ContributorProfile } from '@stock/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, replaceSessionUser, useSessionUser } from '../../api/session';
import { paths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { AvatarForm } from './AvatarForm';
import { type ContributorProfileChanges, contributorProfileQuery, updateContributorAvatar, updateContributorProfile } from './account-api';
import { ContributorProfileForm } from './ContributorProfileForm';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ProfileFrame } from './ProfileFrame';
import { ProfileSkeleton } from './ProfileSkeleton';
import { RequireSession } from './RequireSession';
import { Section } from './Section';

function ContributorProfileEditor() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionUser = useSessionUser<Record<string, unknown>>('contributor');
  const { data: profile, isPending, isError, refetch } = useQuery(contributorProfileQuery());
  const [deleting, setDeleting] = useState(false);

  const remember = async (saving: Promise<{ profile: ContributorProfile; message: string }>) => {
    const saved = await saving;
    queryClient.setQueryData(contributorProfileQuery().queryKey, saved.profile);
    if (sessionUser) replaceSessionUser('contributor', { ...sessionUser, avatar_url: saved.profile.avatar_url });
    return saved;
  };

  if (isPending) return <ProfileSkeleton />;
  if (isError) return <ErrorState message={t('profile.loadError')} onRetry={() => refetch()} />;
  return (
    <>
      <Section title={t('contributor.public.title')} description={t('contributor.public.description')}>
        <div className="space-y-6">
          <AvatarForm
            name={profile.display_name}
            currentUrl={profile.avatar_url}
            save={(avatar) => remember(updateContributorAvatar(avatar))}
          />
          <ContributorProfileForm
            key={profile.slug}
            profile={profile}
            save={(changes: ContributorProfileChanges) => remember(updateContributorProfile(changes))}
          />
        </div>
      </Section>
      <Section title={t('contributor.delete.title')} description={t('contributor.delete.description')}>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className="rounded-lg border border-red-300 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500"
        >
          {t('contributor.delete.button')}
        </button>
      </Section>
      {deleting && (
        <DeleteAccountDialog
          onClose={() => setDeleting(false)}
          onDeleted={(message) => {
            toast.success(message || t('contributor.delete.done'));
            queryClient.removeQueries({ queryKey: ['account', 'contributor'] });
            logout('contributor');
            navigate(paths.home(), { replace: true });
          }}
        />
      )}
    </>
  );
}

export function ContributorProfilePage() {
  const { t } = useTranslation('account');
  return (
    <ProfileFrame title={t('contributor.title')} intro={t('contributor.intro')}>
      <RequireSession forRole="contributor">
        <ContributorProfileEditor />
      </RequireSession>
    </ProfileFrame>
  );
}

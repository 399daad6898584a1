import type { ContributorProfile } from '@stock/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextAreaField } from '../auth/form/TextAreaField';
import { TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import type { ContributorProfileChanges } from './account-api';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  displayNameError,
  LINKS_MAX,
  LOCATION_MAX,
  linesOf,
  linksError,
  maxLengthError,
} from './contributor-validation';

const FIELDS = ['display_name', 'bio', 'location', 'links'] as const;

/** The contributor's public name, bio, location and links, as buyers see them on the portfolio. */
export function ContributorProfileForm({
  profile,
  save,
}: {
  profile: ContributorProfile;
  save: (changes: ContributorProfileChanges) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation('account');
  const form = useForm(
    { display_name: profile.display_name, bio: profile.bio, location: profile.location, links: profile.links.join('\n') },
    (values) => ({
      display_name: displayNameError(values.display_name),
      bio: maxLengthError(values.bio, BIO_MAX),
      location: maxLengthError(values.location, LOCATION_MAX),
      links: linksError(values.links),
    }),
  );
  const mutation = useMutation({
    mutationFn: () =>
      save({
        display_name: form.values.display_name.trim(),
        bio: form.values.bio.trim(),
        location: form.values.location.trim(),
        links: linesOf(form.values.links),
      }),
    onSuccess: ({ message }) => toast.success(message || t('contributor.form.saved')),
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, FIELDS));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) mutation.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contributor.form.label')} className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="contributor-display-name"
        label={t('contributor.form.displayName')}
        required
        maxLength={DISPLAY_NAME_MAX}
        {...form.field('display_name')}
      />
      <TextField
        id="contributor-location"
        label={t('contributor.form.location')}
        autoComplete="address-level2"
        maxLength={LOCATION_MAX}
        {...form.field('location')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="contributor-bio"
          label={t('contributor.form.bio')}
          hint={t('contributor.form.bioHint')}
          maxLength={BIO_MAX}
          {...form.field('bio')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          id="contributor-links"
          label={t('contributor.form.links')}
          rows={3}
          hint={t('contributor.form.linksHint', { count: LINKS_MAX })}
          {...form.field('links')}
        />
      </div>
      <div className="sm:col-span-2 sm:w-48">
        <SubmitButton busy={mutation.isPending} busyLabel={t('contributor.form.busy')}>
          {t('contributor.form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

import type { Portfolio } from '@stock/contracts';
import { PORTFOLIO_FEATURED_MAX } from '@stock/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { BIO_MAX, LINKS_MAX, LOCATION_MAX, linesOf, linksError, maxLengthError } from '../account/contributor-validation';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextAreaField } from '../auth/form/TextAreaField';
import { TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { ContributorFrame } from '../earnings/ContributorFrame';
import { PagerButtons } from '../earnings/PagerButtons';
import { Panel } from '../earnings/Panel';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { PortfolioPicks } from './PortfolioPicks';
import { ownPortfolioKey, ownPortfolioQuery, portfolioPath, updatePortfolio } from './portfolio-api';

const FIELDS = ['bio', 'location', 'links', 'cover_media_id', 'featured_media_ids'] as const;

function PortfolioForm({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolio');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const files = useQuery(ownPortfolioQuery(page));
  const [coverId, setCoverId] = useState<number | null>(portfolio.cover?.media_id ?? null);
  const [featuredIds, setFeaturedIds] = useState<number[]>(portfolio.featured.map((file) => file.media_id));
  const form = useForm(
    { bio: portfolio.bio, location: portfolio.location, links: portfolio.links.join('\n'), cover_media_id: '', featured_media_ids: '' },
    (values) => ({
      bio: maxLengthError(values.bio, BIO_MAX),
      location: maxLengthError(values.location, LOCATION_MAX),
      links: linksError(values.links),
    }),
  );
  const save = useMutation({
    mutationFn: () =>
      updatePortfolio({
        bio: form.values.bio.trim(),
        location: form.values.location.trim(),
        links: linesOf(form.values.links),
        cover_media_id: coverId,
        featured_media_ids: featuredIds,
      }),
    onSuccess: ({ message }) => {
      toast.success(message);
      queryClient.invalidateQueries({ queryKey: ownPortfolioKey });
      queryClient.invalidateQueries({ queryKey: ['portfolio', portfolio.slug] });
    },
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, FIELDS));
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) save.mutate();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('editor.title')} className="space-y-6">
      <Panel title={t('editor.about.title')} description={t('editor.about.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextAreaField
              id="portfolio-bio"
              label={t('editor.about.bio')}
              maxLength={BIO_MAX}
              hint={t('editor.about.bioHint')}
              {...form.field('bio')}
            />
          </div>
          <TextField id="portfolio-location" label={t('editor.about.location')} maxLength={LOCATION_MAX} {...form.field('location')} />
          <TextAreaField
            id="portfolio-links"
            label={t('editor.about.links')}
            rows={3}
            hint={t('editor.about.linksHint', { max: LINKS_MAX })}
            {...form.field('links')}
          />
        </div>
      </Panel>
      <Panel
        title={t('editor.picks.title')}
        description={t('editor.picks.description', { max: PORTFOLIO_FEATURED_MAX, chosen: featuredIds.length })}
        actions={
          coverId !== null && (
            <button type="button" onClick={() => setCoverId(null)} className="text-sm font-medium text-slate-600 underline">
              {t('editor.picks.noCover')}
            </button>
          )
        }
      >
        {form.field('featured_media_ids').error && <p className="mb-3 text-sm text-red-700">{form.field('featured_media_ids').error}</p>}
        {files.isPending ? (
          <TableSkeleton rows={3} />
        ) : files.isError ? (
          <ErrorState message={t('editor.picks.loadError')} onRetry={() => files.refetch()} />
        ) : files.data.results.length === 0 ? (
          <EmptyState title={t('editor.picks.empty')}>{t('editor.picks.emptyText')}</EmptyState>
        ) : (
          <>
            <PortfolioPicks
              files={files.data.results}
              coverId={coverId}
              featuredIds={featuredIds}
              onCover={setCoverId}
              onFeatured={setFeaturedIds}
            />
            <PagerButtons page={files.data.page_no} totalPages={files.data.total_pages} onPage={setPage} label={t('editor.picks.pages')} />
          </>
        )}
      </Panel>
      <div className="sm:w-56">
        <SubmitButton busy={save.isPending} busyLabel={t('editor.saving')}>
          {t('editor.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

function PortfolioEditor() {
  const { t } = useTranslation('portfolio');
  const { data, isPending, isError, refetch } = useQuery(ownPortfolioQuery(1));
  if (isPending) return <TableSkeleton rows={6} />;
  if (isError) return <ErrorState message={t('editor.loadError')} onRetry={() => refetch()} />;
  return (
    <>
      <p className="text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="editor.publicAt"
          values={{ path: portfolioPath(data.portfolio.slug) }}
          components={{ anchor: <Link to={portfolioPath(data.portfolio.slug)} className="font-medium text-sky-700 underline" /> }}
        />
      </p>
      <PortfolioForm key={data.portfolio.slug} portfolio={data.portfolio} />
    </>
  );
}

export function PortfolioEditorPage() {
  const { t } = useTranslation('portfolio');
  return (
    <ContributorFrame title={t('editor.title')} intro={t('editor.intro')}>
      <PortfolioEditor />
    </ContributorFrame>
  );
}

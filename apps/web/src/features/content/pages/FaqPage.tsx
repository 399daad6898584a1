import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';
import { MailLink } from '../MailLink';

function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group my-3 rounded-xl border border-slate-200 bg-white px-5 py-4 transition-colors open:border-slate-300 open:bg-slate-50">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 marker:hidden focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-500 [&::-webkit-details-marker]:hidden">
        {question}
        <span aria-hidden="true" className="shrink-0 text-xl leading-none text-slate-400 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-3 text-slate-700 [&>p:first-child]:mt-0 [&>p:last-child]:mb-0">{children}</div>
    </details>
  );
}

export function FaqPage() {
  const { t } = useTranslation('content-faq');
  const { brand, contactEmail, contactPhone } = siteConfig;
  return (
    <ContentPage eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { brand })}>
      <h2>{t('licensing.heading')}</h2>
      <FaqItem question={t('licensing.whatLicence.question')}>
        <p>
          <Trans
            t={t}
            i18nKey="licensing.whatLicence.answer"
            values={{ brand }}
            components={{ terms: <Link to={contentPaths.termsOfUse()} /> }}
          />
        </p>
      </FaqItem>
      <FaqItem question={t('licensing.people.question')}>
        <p>{t('licensing.people.answer')}</p>
      </FaqItem>
      <FaqItem question={t('licensing.ownership.question')}>
        <p>{t('licensing.ownership.answer')}</p>
      </FaqItem>
      <FaqItem question={t('licensing.proof.question')}>
        <p>{t('licensing.proof.answer')}</p>
      </FaqItem>

      <h2>{t('plans.heading')}</h2>
      <FaqItem question={t('plans.howPlansWork.question')}>
        <p>
          <Trans t={t} i18nKey="plans.howPlansWork.answer" components={{ pricing: <Link to={billingPaths.pricing()} /> }} />
        </p>
      </FaqItem>
      <FaqItem question={t('plans.redownload.question')}>
        <p>{t('plans.redownload.answer')}</p>
      </FaqItem>
      <FaqItem question={t('plans.quotaRunsOut.question')}>
        <p>{t('plans.quotaRunsOut.answer')}</p>
      </FaqItem>
      <FaqItem question={t('plans.tryFirst.question')}>
        <p>{t('plans.tryFirst.answer')}</p>
      </FaqItem>

      <h2>{t('teams.heading')}</h2>
      <FaqItem question={t('teams.addColleagues.question')}>
        <p>{t('teams.addColleagues.answer')}</p>
      </FaqItem>
      <FaqItem question={t('teams.someoneLeaves.question')}>
        <p>{t('teams.someoneLeaves.answer')}</p>
      </FaqItem>

      <h2>{t('account.heading')}</h2>
      <FaqItem question={t('account.forgotPassword.question')}>
        <p>{t('account.forgotPassword.answer', { brand })}</p>
      </FaqItem>
      <FaqItem question={t('account.newsletter.question')}>
        <p>{t('account.newsletter.answer')}</p>
      </FaqItem>
      <FaqItem question={t('account.twoAccounts.question')}>
        <p>{t('account.twoAccounts.answer')}</p>
      </FaqItem>

      <h2>{t('contributors.heading')}</h2>
      <FaqItem question={t('contributors.whatToUpload.question')}>
        <p>
          <Trans t={t} i18nKey="contributors.whatToUpload.answer" components={{ sell: <Link to={contentPaths.sellYourContent()} /> }} />
        </p>
      </FaqItem>
      <FaqItem question={t('contributors.rejected.question')}>
        <p>{t('contributors.rejected.answer')}</p>
      </FaqItem>
      <FaqItem question={t('contributors.payment.question')}>
        <p>{t('contributors.payment.answer')}</p>
      </FaqItem>

      <h2>{t('help.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="help.p1"
          values={{ email: contactEmail, phone: contactPhone }}
          components={{ mail: <MailLink email={contactEmail} /> }}
        />
      </p>
    </ContentPage>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountPaths, billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { CallToAction } from '../CallToAction';
import { ContentPage } from '../ContentPage';

export function ReferralCustomersPage() {
  const { t } = useTranslation(['content-referral-customers', 'content']);
  const { brand, contactEmail } = siteConfig;
  const values = { brand, email: contactEmail };
  const marks = {
    strong: <strong />,
    sell: <Link to={contentPaths.sellYourContent()} />,
    pricing: <Link to={billingPaths.pricing()} />,
    mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
  };
  const rich = (key: string) => <Trans t={t} i18nKey={key} values={values} components={marks} />;
  return (
    <ContentPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead', values)}
      aside={
        <CallToAction heading={t('cta.heading')} label={t('cta.label')} to={accountPaths.login('contributor')}>
          {t('cta.text')}
        </CallToAction>
      }
    >
      <h2>{t('sections.how.heading')}</h2>
      <p>{t('sections.how.p1', values)}</p>
      <ol>
        <li>{rich('sections.how.copy')}</li>
        <li>{rich('sections.how.share')}</li>
        <li>{rich('sections.how.earn')}</li>
      </ol>

      <h2>{t('sections.contributors.heading')}</h2>
      <p>{rich('sections.contributors.p1')}</p>
      <p>{rich('sections.contributors.p2')}</p>

      <h2>{t('sections.buyers.heading')}</h2>
      <p>{rich('sections.buyers.p1')}</p>

      <h2>{t('sections.tracking.heading')}</h2>
      <p>{t('sections.tracking.p1', values)}</p>

      <h2>{t('sections.fairPlay.heading')}</h2>
      <p>{t('sections.fairPlay.listIntro')}</p>
      <ul>
        <li>{t('sections.fairPlay.items.self')}</li>
        <li>{t('sections.fairPlay.items.spam', values)}</li>
        <li>{t('sections.fairPlay.items.promises', values)}</li>
        <li>{t('sections.fairPlay.items.refunds')}</li>
        <li>{t('sections.fairPlay.items.fraud')}</li>
      </ul>

      <h2>{t('sections.faq.heading')}</h2>
      <h3>{t('sections.faq.contributor.question')}</h3>
      <p>{t('sections.faq.contributor.answer')}</p>
      <h3>{t('sections.faq.forgot.question')}</h3>
      <p>{rich('sections.faq.forgot.answer')}</p>
      <h3>{t('sections.faq.existing.question')}</h3>
      <p>{t('sections.faq.existing.answer', values)}</p>
    </ContentPage>
  );
}

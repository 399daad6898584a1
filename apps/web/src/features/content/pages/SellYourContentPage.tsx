import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { CallToAction } from '../CallToAction';
import { ContentPage } from '../ContentPage';

export function SellYourContentPage() {
  const { t } = useTranslation(['content-sell-your-content', 'content']);
  const values = { brand: siteConfig.brand };
  const marks = {
    strong: <strong />,
    em: <em />,
    model: <Link to={contentPaths.model()} />,
    referral: <Link to={contentPaths.referralCustomers()} />,
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
      <h2>{t('sections.why.heading', values)}</h2>
      <ul>
        <li>{rich('sections.why.copyright')}</li>
        <li>{rich('sections.why.paid')}</li>
        <li>{rich('sections.why.rate')}</li>
        <li>{rich('sections.why.portfolio')}</li>
      </ul>

      <h2>{t('sections.how.heading')}</h2>
      <ol>
        <li>{rich('sections.how.account')}</li>
        <li>{rich('sections.how.upload')}</li>
        <li>{rich('sections.how.releases')}</li>
        <li>{rich('sections.how.review')}</li>
        <li>{rich('sections.how.paid')}</li>
      </ol>

      <h2>{t('sections.requirements.heading')}</h2>
      <h3>{t('sections.requirements.photos.heading')}</h3>
      <ul>
        <li>{t('sections.requirements.photos.resolution')}</li>
        <li>{t('sections.requirements.photos.formats')}</li>
        <li>{t('sections.requirements.photos.quality')}</li>
        <li>{t('sections.requirements.photos.clean')}</li>
      </ul>
      <h3>{t('sections.requirements.video.heading')}</h3>
      <ul>
        <li>{t('sections.requirements.video.formats')}</li>
        <li>{t('sections.requirements.video.length')}</li>
        <li>{t('sections.requirements.video.resolution')}</li>
        <li>{t('sections.requirements.video.quality')}</li>
      </ul>

      <h2>{t('sections.releases.heading')}</h2>
      <p>{rich('sections.releases.p1')}</p>

      <h2>{t('sections.sells.heading')}</h2>
      <p>{t('sections.sells.p1')}</p>
      <p>{t('sections.sells.p2')}</p>

      <h2>{t('sections.earnings.heading')}</h2>
      <p>{rich('sections.earnings.p1')}</p>
    </ContentPage>
  );
}

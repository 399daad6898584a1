import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { CallToAction } from '../CallToAction';
import { ContentPage } from '../ContentPage';

export function ModelPage() {
  const { t } = useTranslation(['content-model', 'content']);
  const { brand, contactEmail } = siteConfig;
  const values = { brand };
  const marks = {
    strong: <strong />,
    terms: <Link to={contentPaths.termsOfUse()} />,
    privacy: <Link to={contentPaths.privacyPolicy()} />,
  };
  const rich = (key: string) => <Trans t={t} i18nKey={key} values={values} components={marks} />;
  return (
    <ContentPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead', values)}
      aside={
        <CallToAction heading={t('cta.heading')} label={t('cta.label')} to={`mailto:${contactEmail}`}>
          {t('cta.text')}
        </CallToAction>
      }
    >
      <h2>{t('sections.who.heading')}</h2>
      <p>{t('sections.who.p1')}</p>
      <p>{t('sections.who.p2')}</p>

      <h2>{t('sections.how.heading')}</h2>
      <ol>
        <li>{rich('sections.how.introduce')}</li>
        <li>{rich('sections.how.match')}</li>
        <li>{rich('sections.how.terms')}</li>
        <li>{rich('sections.how.sign')}</li>
      </ol>

      <h2>{t('sections.release.heading')}</h2>
      <p>{t('sections.release.p1', values)}</p>
      <p>{t('sections.release.listIntro')}</p>
      <ul>
        <li>{t('sections.release.items.you')}</li>
        <li>{t('sections.release.items.shoot')}</li>
        <li>{t('sections.release.items.photo')}</li>
        <li>{t('sections.release.items.witness')}</li>
      </ul>
      <p>{rich('sections.release.p2')}</p>

      <h2>{t('sections.consent.heading')}</h2>
      <p>{t('sections.consent.p1')}</p>
      <p>{t('sections.consent.p2')}</p>

      <h2>{t('sections.minors.heading')}</h2>
      <p>{t('sections.minors.p1')}</p>

      <h2>{t('sections.privacy.heading')}</h2>
      <p>{rich('sections.privacy.p1')}</p>
    </ContentPage>
  );
}

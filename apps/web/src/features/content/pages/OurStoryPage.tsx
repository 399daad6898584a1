import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';

export function OurStoryPage() {
  const { t } = useTranslation(['content-our-story', 'content']);
  const { brand, contactEmail } = siteConfig;
  const values = { brand, email: contactEmail };
  const links = {
    terms: <Link to={contentPaths.termsOfUse()} />,
    model: <Link to={contentPaths.model()} />,
    sell: <Link to={contentPaths.sellYourContent()} />,
    plans: <Link to={billingPaths.pricing()} />,
    mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
  };
  return (
    <ContentPage eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', values)}>
      <h2>{t('sections.why.heading')}</h2>
      <p>{t('sections.why.p1', values)}</p>
      <p>{t('sections.why.p2')}</p>

      <h2>{t('sections.beliefs.heading')}</h2>
      <h3>{t('sections.beliefs.licence.heading')}</h3>
      <p>
        <Trans t={t} i18nKey="sections.beliefs.licence.p1" values={values} components={links} />
      </p>
      <h3>{t('sections.beliefs.review.heading')}</h3>
      <p>{t('sections.beliefs.review.p1')}</p>
      <h3>{t('sections.beliefs.royalties.heading')}</h3>
      <p>{t('sections.beliefs.royalties.p1')}</p>

      <h2>{t('sections.today.heading')}</h2>
      <p>{t('sections.today.p1')}</p>
      <p>{t('sections.today.p2')}</p>

      <h2>{t('sections.people.heading')}</h2>
      <p>{t('sections.people.p1', values)}</p>
      <p>
        <Trans t={t} i18nKey="sections.people.p2" values={values} components={links} />
      </p>

      <h2>{t('sections.future.heading')}</h2>
      <p>{t('sections.future.p1', values)}</p>
      <p>
        <Trans t={t} i18nKey="sections.future.p2" values={values} components={links} />
      </p>
    </ContentPage>
  );
}

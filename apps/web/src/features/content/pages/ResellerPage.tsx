import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths, buyerWorkspacePaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ResellerApplyPanel } from '../../reseller/ResellerApplyPanel';
import { ContentPage } from '../ContentPage';

export function ResellerPage() {
  const { t } = useTranslation(['content-reseller', 'content']);
  const { brand, contactEmail, contactPhone } = siteConfig;
  const values = { brand, email: contactEmail, phone: contactPhone };
  const marks = {
    strong: <strong />,
    pricing: <Link to={billingPaths.pricing()} />,
    terms: <Link to={contentPaths.termsOfUse()} />,
    developer: <Link to={buyerWorkspacePaths.developer()} />,
    mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
  };
  const rich = (key: string) => <Trans t={t} i18nKey={key} values={values} components={marks} />;
  return (
    <ContentPage eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', values)} aside={<ResellerApplyPanel />}>
      <h2>{t('sections.who.heading')}</h2>
      <p>{t('sections.who.p1')}</p>

      <h2>{t('sections.why.heading')}</h2>
      <p>{t('sections.why.p1')}</p>

      <h2>{t('sections.how.heading')}</h2>
      <ol>
        <li>{rich('sections.how.agreement')}</li>
        <li>{rich('sections.how.team')}</li>
        <li>{rich('sections.how.client')}</li>
        <li>{rich('sections.how.handover')}</li>
      </ol>

      <h2>{t('sections.clients.heading')}</h2>
      <p>{rich('sections.clients.p1')}</p>

      <h2>{t('sections.gains.heading')}</h2>
      <ul>
        <li>{rich('sections.gains.account')}</li>
        <li>{rich('sections.gains.redownloads')}</li>
        <li>{rich('sections.gains.records')}</li>
        <li>{rich('sections.gains.partnerTeam')}</li>
        <li>{rich('sections.gains.prices')}</li>
      </ul>

      <h2>{t('sections.api.heading')}</h2>
      <p>{t('sections.api.p1', values)}</p>
      <p>{rich('sections.api.p2')}</p>

      <h2>{t('sections.practice.heading')}</h2>
      <p>{t('sections.practice.p1')}</p>

      <h2>{t('sections.questions.heading')}</h2>
      <p>{rich('sections.questions.p1')}</p>
    </ContentPage>
  );
}

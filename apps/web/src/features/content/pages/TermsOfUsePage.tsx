import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { LicenceTiersTable } from '../../licensing/LicenceTiersTable';
import { ContentPage } from '../ContentPage';
import { MailLink } from '../MailLink';

const UPDATED = '2025-11-01';

export function TermsOfUsePage() {
  const { t } = useTranslation(['content-terms', 'content']);
  const { brand, contactEmail } = siteConfig;
  return (
    <ContentPage eyebrow={t('content:eyebrows.legal')} title={t('title')} lead={t('lead', { brand })} updated={UPDATED}>
      <h2>{t('sections.about.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="sections.about.p1"
          values={{ brand }}
          components={{
            privacy: <Link to={contentPaths.privacyPolicy()} />,
            cookies: <Link to={contentPaths.cookiePolicy()} />,
          }}
        />
      </p>

      <h2>{t('sections.account.heading')}</h2>
      <p>{t('sections.account.p1')}</p>

      <h2>{t('sections.plans.heading')}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="sections.plans.billing" components={{ pricing: <Link to={billingPaths.pricing()} /> }} />
        </li>
        <li>{t('sections.plans.unused')}</li>
        <li>{t('sections.plans.redownload')}</li>
        <li>{t('sections.plans.teams')}</li>
      </ul>

      <h2>{t('sections.licence.heading')}</h2>
      <p>{t('sections.licence.p1')}</p>
      <p>{t('sections.licence.p2')}</p>
      <div className="not-prose my-6">
        <LicenceTiersTable caption={t('sections.licence.tableCaption')} />
      </div>
      <p>{t('sections.licence.mayNot')}</p>
      <ul>
        <li>{t('sections.licence.noResale')}</li>
        <li>{t('sections.licence.noTrademark')}</li>
        <li>{t('sections.licence.noOffence')}</li>
        <li>{t('sections.licence.noUnlawfulUse')}</li>
      </ul>
      <p>
        <Trans t={t} i18nKey="sections.licence.p3" components={{ reseller: <Link to={contentPaths.reseller()} /> }} />
      </p>

      <h2>{t('sections.contributors.heading')}</h2>
      <p>{t('sections.contributors.p1', { brand })}</p>
      <p>{t('sections.contributors.p2')}</p>
      <p>{t('sections.contributors.p3')}</p>

      <h2>{t('sections.acceptableUse.heading')}</h2>
      <p>{t('sections.acceptableUse.p1', { brand })}</p>

      <h2>{t('sections.copyright.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="sections.copyright.p1"
          values={{ brand, email: contactEmail }}
          components={{ mail: <MailLink email={contactEmail} /> }}
        />
      </p>

      <h2>{t('sections.ending.heading')}</h2>
      <p>{t('sections.ending.p1')}</p>

      <h2>{t('sections.liability.heading')}</h2>
      <p>{t('sections.liability.p1', { brand })}</p>

      <h2>{t('sections.changes.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="sections.changes.p1"
          values={{ email: contactEmail }}
          components={{ mail: <MailLink email={contactEmail} /> }}
        />
      </p>
    </ContentPage>
  );
}

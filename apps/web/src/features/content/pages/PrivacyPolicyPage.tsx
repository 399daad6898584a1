import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';
import { MailLink } from '../MailLink';

const UPDATED = '2025-11-01';

export function PrivacyPolicyPage() {
  const { t } = useTranslation(['content-privacy', 'content']);
  const { brand, contactEmail, contactPhone } = siteConfig;
  const strong = { strong: <strong /> };
  return (
    <ContentPage eyebrow={t('content:eyebrows.legal')} title={t('title')} lead={t('lead', { brand })} updated={UPDATED}>
      <h2>{t('sections.controller.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="sections.controller.p1"
          values={{ brand, email: contactEmail, phone: contactPhone }}
          components={{ mail: <MailLink email={contactEmail} /> }}
        />
      </p>

      <h2>{t('sections.collect.heading')}</h2>
      <h3>{t('sections.collect.account.heading')}</h3>
      <p>{t('sections.collect.account.p1')}</p>
      <h3>{t('sections.collect.buying.heading')}</h3>
      <p>{t('sections.collect.buying.p1')}</p>
      <h3>{t('sections.collect.team.heading')}</h3>
      <p>{t('sections.collect.team.p1')}</p>
      <h3>{t('sections.collect.selling.heading')}</h3>
      <p>{t('sections.collect.selling.p1')}</p>
      <h3>{t('sections.collect.site.heading')}</h3>
      <p>
        <Trans t={t} i18nKey="sections.collect.site.p1" components={{ cookies: <Link to={contentPaths.cookiePolicy()} /> }} />
      </p>

      <h2>{t('sections.purposes.heading')}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="sections.purposes.service" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="sections.purposes.legal" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="sections.purposes.interests" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="sections.purposes.consent" components={strong} />
        </li>
      </ul>
      <p>{t('sections.purposes.noSale')}</p>

      <h2>{t('sections.sharing.heading')}</h2>
      <ul>
        <li>{t('sections.sharing.payments')}</li>
        <li>{t('sections.sharing.processors')}</li>
        <li>{t('sections.sharing.marketplace')}</li>
        <li>{t('sections.sharing.authorities')}</li>
      </ul>
      <p>{t('sections.sharing.transfers')}</p>

      <h2>{t('sections.retention.heading')}</h2>
      <p>{t('sections.retention.p1')}</p>

      <h2>{t('sections.rights.heading')}</h2>
      <p>{t('sections.rights.intro')}</p>
      <ul>
        <li>{t('sections.rights.access')}</li>
        <li>{t('sections.rights.correct')}</li>
        <li>{t('sections.rights.delete')}</li>
        <li>{t('sections.rights.transfer')}</li>
        <li>{t('sections.rights.object')}</li>
      </ul>
      <p>{t('sections.rights.p1')}</p>

      <h2>{t('sections.security.heading')}</h2>
      <p>{t('sections.security.p1', { brand })}</p>

      <h2>{t('sections.children.heading')}</h2>
      <p>
        <Trans t={t} i18nKey="sections.children.p1" values={{ brand }} components={{ model: <Link to={contentPaths.model()} /> }} />
      </p>

      <h2>{t('sections.changes.heading')}</h2>
      <p>{t('sections.changes.p1')}</p>
    </ContentPage>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';
import { MailLink } from '../MailLink';

const UPDATED = '2025-11-01';

export function CookiePolicyPage() {
  const { t } = useTranslation(['content-cookies', 'content']);
  const { brand, contactEmail } = siteConfig;
  const strong = { strong: <strong /> };
  return (
    <ContentPage eyebrow={t('content:eyebrows.legal')} title={t('title')} lead={t('lead', { brand })} updated={UPDATED}>
      <h2>{t('sections.storage.heading')}</h2>
      <p>
        <Trans t={t} i18nKey="sections.storage.p1" components={strong} />
      </p>
      <p>{t('sections.storage.p2', { brand })}</p>

      <h2>{t('sections.inUse.heading')}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('sections.inUse.table.purpose')}</th>
            <th>{t('sections.inUse.table.stored')}</th>
            <th>{t('sections.inUse.table.duration')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('sections.inUse.buyer.purpose')}</td>
            <td>{t('sections.inUse.buyer.stored')}</td>
            <td>{t('sections.inUse.untilSignOut')}</td>
          </tr>
          <tr>
            <td>{t('sections.inUse.contributor.purpose')}</td>
            <td>{t('sections.inUse.contributor.stored')}</td>
            <td>{t('sections.inUse.untilSignOut')}</td>
          </tr>
        </tbody>
      </table>
      <p>
        <Trans t={t} i18nKey="sections.inUse.p1" components={strong} />
      </p>

      <h2>{t('sections.analytics.heading')}</h2>
      <p>{t('sections.analytics.p1', { brand })}</p>

      <h2>{t('sections.thirdParties.heading')}</h2>
      <p>{t('sections.thirdParties.p1')}</p>

      <h2>{t('sections.email.heading')}</h2>
      <p>{t('sections.email.p1')}</p>

      <h2>{t('sections.control.heading')}</h2>
      <ul>
        <li>
          <Trans t={t} i18nKey="sections.control.signOut" components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="sections.control.clear" values={{ brand }} components={strong} />
        </li>
        <li>
          <Trans t={t} i18nKey="sections.control.block" components={strong} />
        </li>
      </ul>
      <p>{t('sections.control.private', { brand })}</p>

      <h2>{t('sections.more.heading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="sections.more.p1"
          values={{ email: contactEmail }}
          components={{ privacy: <Link to={contentPaths.privacyPolicy()} />, mail: <MailLink email={contactEmail} /> }}
        />
      </p>
    </ContentPage>
  );
}

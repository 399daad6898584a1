import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig } from '../../config/site-config';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { LanguagePicker } from '../language/LanguagePicker';
import { CONTRIBUTOR_LINKS, type FooterLink, INFORMATION_LINKS, POLICY_LINKS } from './footer-links';
import { ScrollToTopButton } from './ScrollToTopButton';
import { FacebookIcon, InstagramIcon, XIcon } from './SocialIcons';

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-slate-300 hover:text-white focus-visible:rounded focus-visible:outline-2 focus-visible:outline-sky-400"
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Text, not a number: a year is shown as written, and formatting it as a number would load the engine's number data
 * (tens of milliseconds on a phone) in the first render of every page with a footer.
 */
const COPYRIGHT_SINCE = '2025';

const SOCIAL = [
  { key: 'facebook', network: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', network: 'Instagram', Icon: InstagramIcon },
  { key: 'x', network: 'X', Icon: XIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { brand, contactPhone, contactEmail, social } = siteConfig;
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-1">
          <p className="text-lg font-semibold text-white">{brand}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">{t('footer.newsletterPitch')}</p>
          <div className="mt-5">
            <NewsletterForm />
          </div>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <a href={`tel:${contactPhone.replace(/[^+\d]/g, '')}`} className="hover:text-white">
                {contactPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${contactEmail}`} className="hover:text-white">
                {contactEmail}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title={t('footer.information')} links={INFORMATION_LINKS} />
        <LinkColumn title={t('footer.policies')} links={POLICY_LINKS} />
        <LinkColumn title={t('footer.contributor')} links={CONTRIBUTOR_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center gap-4 px-5 py-6 sm:flex-row sm:justify-between sm:px-8">
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
            <p className="text-sm text-slate-400">{t('footer.copyright', { year: COPYRIGHT_SINCE, brand })}</p>
            <LanguagePicker tone="dark" />
          </div>
          <ul className="flex gap-3" aria-label={t('footer.socialMedia')}>
            {SOCIAL.map(({ key, network, Icon }) => (
              <li key={key}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { brand, network })}
                  className="grid h-9 w-9 place-items-center rounded-full bg-white/5 text-slate-300 transition hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ScrollToTopButton />
    </footer>
  );
}

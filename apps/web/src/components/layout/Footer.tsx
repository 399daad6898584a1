import { Link } from 'react-router';
import { siteConfig } from '../../config/site-config';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { CONTRIBUTOR_LINKS, type FooterLink, INFORMATION_LINKS, POLICY_LINKS } from './footer-links';
import { ScrollToTopButton } from './ScrollToTopButton';
import { FacebookIcon, InstagramIcon, XIcon } from './SocialIcons';

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
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
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'x', label: 'X', Icon: XIcon },
] as const;

export function Footer() {
  const { brand, contactPhone, contactEmail, social } = siteConfig;
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-1">
          <p className="text-lg font-semibold text-white">{brand}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">
            New photos and videos from independent creators every week. Get a short e-mail with the best of them.
          </p>
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
        <LinkColumn title="Information" links={INFORMATION_LINKS} />
        <LinkColumn title="Policies" links={POLICY_LINKS} />
        <LinkColumn title="Contributor" links={CONTRIBUTOR_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center gap-4 px-5 py-6 sm:flex-row sm:justify-between sm:px-8">
          <p className="text-sm text-slate-400">© 2025 {brand}. All rights reserved.</p>
          <ul className="flex gap-3" aria-label="Social media">
            {SOCIAL.map(({ key, label, Icon }) => (
              <li key={key}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand} on ${label} (opens in a new tab)`}
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

import { Link } from 'react-router';
import { contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';

export function CookiePolicyPage() {
  const { brand, contactEmail } = siteConfig;
  return (
    <ContentPage
      eyebrow="Legal"
      title="Cookie Policy"
      lead={`This page explains which cookies and similar technologies ${brand} uses, what each one is for, and how you can control them.`}
      updated="1 November 2025"
    >
      <h2>Cookies and browser storage</h2>
      <p>
        A cookie is a small text file that a website asks your browser to keep, so that it can recognise the browser on a later visit.
        Browsers also offer <strong>local storage</strong>, which works in a similar way but is not sent to the server with every request.
        In this policy, "cookies" covers both.
      </p>
      <p>
        We keep our use of them deliberately small. {brand} works without any advertising or cross-site tracking cookies, and we do not
        allow advertising networks to place cookies through our pages.
      </p>

      <h2>What we use and why</h2>
      <table>
        <thead>
          <tr>
            <th>Purpose</th>
            <th>What is stored</th>
            <th>How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Buyer sign-in</td>
            <td>A sign-in token and your basic profile (name, account type) in local storage, so you stay signed in between pages.</td>
            <td>Until you sign out</td>
          </tr>
          <tr>
            <td>Contributor sign-in</td>
            <td>
              A separate token and profile for your contributor account. Buyer and contributor sessions are kept apart, so signing out of
              one leaves the other untouched.
            </td>
            <td>Until you sign out</td>
          </tr>
        </tbody>
      </table>
      <p>
        Both entries are <strong>strictly necessary</strong>: without them the site cannot keep you signed in, show your collections or let
        you download. The law does not require consent for strictly necessary storage, but we still want you to know it is there. We set no
        other cookies of our own today. If we add one, for example to remember a display preference, it will appear in this table before it
        is used.
      </p>

      <h2>Analytics</h2>
      <p>
        To understand which pages are useful and where search fails, we look at aggregated measurements of how the site is used, such as the
        number of visits to a page or searches that returned no results. If we ever introduce analytics cookies that identify an individual
        browser, we will ask for your consent first and list them here, and you will be able to refuse them without losing access to any
        part of {brand}.
      </p>

      <h2>Third parties</h2>
      <p>
        When you pay for a plan, the payment provider that handles your card may set its own cookies on its payment pages to prevent fraud.
        Those cookies are governed by the provider's own policy. Links to social networks in our footer are ordinary links: nothing from
        those networks is loaded until you click them and leave our site.
      </p>

      <h2>E-mail</h2>
      <p>
        Our newsletter goes only to people who asked for it, and it does not place cookies in your browser. Every issue includes a link to
        unsubscribe, which you can use at any time; you can also subscribe again later from the footer of any page.
      </p>

      <h2>How to control cookies</h2>
      <ul>
        <li>
          <strong>Sign out</strong> to remove the sign-in token for that account from your browser. If you use a shared computer, always
          sign out when you finish.
        </li>
        <li>
          <strong>Clear site data</strong> in your browser settings to remove everything {brand} has stored. You will need to sign in again
          afterwards.
        </li>
        <li>
          <strong>Block cookies or storage</strong> in your browser. You can still browse and search, but signing in and downloading will
          not work while storage is blocked.
        </li>
      </ul>
      <p>
        Private or incognito windows discard everything when they are closed, which is a simple way to use {brand} without leaving anything
        behind.
      </p>

      <h2>More information</h2>
      <p>
        How we handle the personal information connected to these technologies is explained in our{' '}
        <Link to={contentPaths.privacyPolicy()}>Privacy Policy</Link>. If you have a question about this page, write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We will update the date at the top of this page whenever the list above
        changes.
      </p>
    </ContentPage>
  );
}

import { Link } from 'react-router';
import { contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';

export function PrivacyPolicyPage() {
  const { brand, contactEmail, contactPhone } = siteConfig;
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead={`This policy explains what personal information ${brand} collects when you buy or sell photos and videos, why we need it, who we share it with and the choices you have.`}
      updated="1 November 2025"
    >
      <h2>Who is responsible for your data</h2>
      <p>
        {brand} is responsible for the personal information described in this policy. If you have a question or want to exercise one of your
        rights, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or call {contactPhone}.
      </p>

      <h2>What we collect</h2>
      <h3>When you create an account</h3>
      <p>
        Your name, e-mail address and password. We never store the password itself: it is hashed before it reaches our database, so not even
        our staff can read it.
      </p>
      <h3>When you buy</h3>
      <p>
        Your plan, billing details, invoices, and a record of every file you license: which file, when, under which licence and by which
        team member. We keep this record so you can find every licence and invoice again and re-download files you have already licensed.
      </p>
      <h3>When you work in a team</h3>
      <p>
        If an account owner invites you, we receive your e-mail address from them. The owner can see the team's downloads, including yours.
      </p>
      <h3>When you sell</h3>
      <p>
        Your public portfolio details, the files and metadata you upload, the model and property releases you attach (which include the
        names and signatures of the people in your work), your royalty statements, your referral code and the bank account you withdraw to.
        Bank details are encrypted at rest and are only ever shown to you in masked form.
      </p>
      <h3>When you use the site</h3>
      <p>
        Searches, collections, pages visited, device and browser type, and IP address. Our{' '}
        <Link to={contentPaths.cookiePolicy()}>Cookie Policy</Link> explains how your browser stores your sign-in.
      </p>

      <h2>Why we use it</h2>
      <ul>
        <li>
          <strong>To provide the service</strong>: running your account, processing payments, issuing licences, sharing a quota across a
          team, paying royalties and withdrawals.
        </li>
        <li>
          <strong>To meet legal obligations</strong>: keeping invoices and payment records for tax purposes, verifying the identity of
          people we pay, and responding to lawful requests.
        </li>
        <li>
          <strong>For our legitimate interests</strong>: keeping the marketplace secure, preventing fraud and abuse of download quotas,
          handling copyright complaints and improving search.
        </li>
        <li>
          <strong>With your consent</strong>: sending our newsletter. You can unsubscribe at any time with the link in every issue.
        </li>
      </ul>
      <p>We do not sell your personal information, and we do not use it to show you advertising on other websites.</p>

      <h2>Who we share it with</h2>
      <ul>
        <li>Payment and banking providers, to take payments and send withdrawals.</li>
        <li>Hosting, storage and e-mail providers that process data on our behalf under written contracts.</li>
        <li>
          Buyers see a contributor's public portfolio name and work; contributors see that a file was downloaded, but not who downloaded it.
        </li>
        <li>Authorities, where the law requires it, or professional advisers such as auditors.</li>
      </ul>
      <p>Where a provider processes data outside your country, we use recognised safeguards such as standard contractual clauses.</p>

      <h2>How long we keep it</h2>
      <p>
        We keep account data while your account is open. Licence records and invoices are kept for as long as a licence may be relied on and
        as long as tax law requires, because they are your proof of purchase. Model releases are kept as long as the related file remains
        licensable. Other data is deleted or anonymised when it is no longer needed.
      </p>

      <h2>Your rights</h2>
      <p>Depending on where you live, you can ask us to:</p>
      <ul>
        <li>give you a copy of your personal information;</li>
        <li>correct information that is wrong;</li>
        <li>delete information we no longer need, or restrict how we use it;</li>
        <li>transfer your information to another service in a common format;</li>
        <li>stop using it for a purpose you object to, including direct marketing.</li>
      </ul>
      <p>
        We answer requests within one month. You may also complain to the data protection authority where you live, though we would welcome
        the chance to put things right first.
      </p>

      <h2>Security</h2>
      <p>
        Connections to {brand} are encrypted. Passwords are hashed, bank details are encrypted and masked, and access to personal data
        inside our team is limited to the people who need it. No system is perfectly secure; if a breach affects you, we will tell you
        without undue delay.
      </p>

      <h2>Children</h2>
      <p>
        {brand} accounts are for adults. Images of minors may only be uploaded with a model release signed by a parent or guardian, as
        explained on our <Link to={contentPaths.model()}>modelling assignment</Link> page.
      </p>

      <h2>Changes</h2>
      <p>
        When we change this policy we update the date at the top of the page, and we e-mail account holders before any significant change
        takes effect.
      </p>
    </ContentPage>
  );
}

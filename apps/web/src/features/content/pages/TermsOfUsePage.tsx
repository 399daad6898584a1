import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { LicenceTiersTable } from '../../licensing/LicenceTiersTable';
import { ContentPage } from '../ContentPage';

export function TermsOfUsePage() {
  const { brand, contactEmail } = siteConfig;
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Use"
      lead={`These terms govern your use of ${brand}, whether you license photos and videos as a buyer or sell your own work as a contributor. Please read them before you create an account.`}
      updated="1 November 2025"
    >
      <h2>1. About these terms</h2>
      <p>
        By creating an account, subscribing to a plan, downloading a file or uploading content, you agree to these terms and to our{' '}
        <Link to={contentPaths.privacyPolicy()}>Privacy Policy</Link> and <Link to={contentPaths.cookiePolicy()}>Cookie Policy</Link>. If
        you use {brand} on behalf of a company, you confirm that you may bind that company, and "you" means the company as well as you.
      </p>

      <h2>2. Your account</h2>
      <p>
        You must give accurate information when you register and keep it up to date. You are responsible for everything done through your
        account, so keep your password private and tell us at once if you think someone else has used it. We store passwords only in hashed
        form and will never ask you for yours by e-mail.
      </p>

      <h2>3. Plans, quotas and payment</h2>
      <ul>
        <li>
          Plans are billed monthly or annually in US dollars, at the prices shown on our <Link to={billingPaths.pricing()}>Pricing</Link>{' '}
          page when you subscribe. Each plan includes a download quota for every billing period.
        </li>
        <li>Unused downloads do not carry over to the next period unless your plan says otherwise.</li>
        <li>
          Downloading again a file you have already licensed is free and does not use your quota. Your licences and invoices stay available
          in your account.
        </li>
        <li>
          On team plans the quota is shared by every member. The account owner invites colleagues by e-mail, can remove them at any time,
          and is responsible for their use of the service. The number of seats depends on the plan.
        </li>
      </ul>

      <h2>4. The licence you receive</h2>
      <p>
        Each download is covered by one royalty-free licence. It is non-exclusive, worldwide and does not expire. Subject to these terms, it
        allows you to reproduce, crop, edit and combine the file with other material in websites, social media, advertising, presentations,
        packaging, editorial work, film and broadcast productions.
      </p>
      <p>
        The licence comes in two tiers. A plan or pack download is a Standard licence; an Enhanced licence lifts the limits on copies and
        audience and allows products for resale. Your licence history and certificate show the tier of each licence.
      </p>
      <div className="not-prose my-6">
        <LicenceTiersTable caption="Standard and Enhanced licences" />
      </div>
      <p>You may not:</p>
      <ul>
        <li>
          resell, sublicense or share the file on its own, or offer it for download as a stock, template or wallpaper file (products and
          templates for resale that add your own work need an Enhanced licence);
        </li>
        <li>use the file in a trademark, logo or other mark that identifies your business;</li>
        <li>
          show a recognisable person in a way they would reasonably find offensive, including suggesting that they endorse a product, hold a
          political view or have a health condition, without a clear statement that the person is a model;
        </li>
        <li>use any file in a way that is defamatory, unlawful or misleading.</li>
      </ul>
      <p>
        If you license on behalf of a client, see our <Link to={contentPaths.reseller()}>reseller programme</Link>. Copyright in every file
        remains with its contributor; the licence gives you permission to use it, not ownership of it.
      </p>

      <h2>5. Contributor content</h2>
      <p>
        When you upload a file, you confirm that you created it or own all rights in it, that it does not infringe anyone else's rights, and
        that you hold a signed model release for every recognisable person and a property release where one is needed. You grant {brand} a
        non-exclusive right to host, display, promote and license the file to buyers under these terms.
      </p>
      <p>
        Every file is reviewed before it is published. We may reject a file for technical, legal or editorial reasons and will tell you why;
        you may correct a rejected file and resubmit it. We may also remove a published file if a valid complaint is made about it.
      </p>
      <p>
        You earn a royalty on every licensed download of your files, at the rate shown in your earnings page for your current earnings
        level. Each download appears in your royalty statement. You may withdraw your balance to a verified bank account once it reaches the
        payout minimum. You are responsible for any taxes due on your earnings.
      </p>

      <h2>6. Acceptable use</h2>
      <p>
        You must not scrape or bulk-download the library, work around download quotas or preview protections, share your login outside your
        team, upload malware, or use {brand} to harass anyone. We may suspend accounts that break these rules.
      </p>

      <h2>7. Copyright complaints</h2>
      <p>
        If you believe that a file on {brand} infringes your rights, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with a
        link to the file, proof of your rights and your contact details. We will review the complaint promptly and may remove the file while
        we do.
      </p>

      <h2>8. Ending your account</h2>
      <p>
        You can close your account at any time. Licences for files you downloaded before closing remain valid. We may suspend or close an
        account that seriously or repeatedly breaks these terms; in that case licences obtained in breach of the terms end.
      </p>

      <h2>9. Liability</h2>
      <p>
        We provide {brand} with reasonable care and skill, but we cannot promise that it will always be available or free of errors. To the
        extent the law allows, our total liability for any claim relating to a licence is limited to the amount you paid for the plan period
        in which the file was downloaded. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>10. Changes and contact</h2>
      <p>
        We may update these terms as the service changes. We will show the date of the latest change at the top of this page and tell
        account holders by e-mail about significant changes before they take effect. Questions about these terms are welcome at{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </ContentPage>
  );
}

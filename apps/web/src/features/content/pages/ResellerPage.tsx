import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ResellerApplyPanel } from '../../reseller/ResellerApplyPanel';
import { ContentPage } from '../ContentPage';

export function ResellerPage() {
  const { brand, contactEmail, contactPhone } = siteConfig;
  return (
    <ContentPage
      eyebrow="For agencies and partners"
      title="Reseller Programme"
      lead={`Agencies, studios and print businesses license ${brand} photos and videos on behalf of their clients every day. The reseller programme makes that simple, transparent and fully licensed.`}
      aside={<ResellerApplyPanel />}
    >
      <h2>Who the programme is for</h2>
      <p>
        A reseller is any business that chooses and licenses visual content for somebody else. That includes creative and advertising
        agencies, web design studios, video production companies, print shops, publishers producing work for third parties and platforms
        that offer imagery inside their own product. If you license a file so that a client, rather than your own company, ends up using it,
        this page is for you.
      </p>

      <h2>Why a standard plan is not enough</h2>
      <p>
        Our standard licence is granted to the account that downloads the file. That works perfectly when you use the file in your own
        materials, but it leaves a gap when you hand a finished brochure or advert to a client: who holds the licence, and can the client
        reuse the image in next year's campaign? The reseller programme closes that gap: under a reseller agreement, every file you license
        is licensed for one named end client, who may rely on that licence even after your project is finished.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Set up a reseller agreement.</strong> Apply on this page with your company details and the kind of work you do. We agree
          in writing the terms under which your {brand} account may license on behalf of clients.
        </li>
        <li>
          <strong>Use your team account.</strong> Invite your designers, producers and account managers by e-mail. They all download from
          the same quota, so you buy once for the whole agency. Seats depend on your plan; see{' '}
          <Link to={billingPaths.pricing()}>Pricing</Link>.
        </li>
        <li>
          <strong>Record the end client.</strong> Each file you license for a client is licensed for that one client, so note the client
          against the licence in your project records. If two clients need the same image, license it once for each.
        </li>
        <li>
          <strong>Hand over with confidence.</strong> Every licence and invoice remains in your account, so you can give a client proof of
          licence for each file you delivered, today or years from now.
        </li>
      </ol>

      <h2>What your clients may do</h2>
      <p>
        The end client receives the same royalty-free rights described in our <Link to={contentPaths.termsOfUse()}>Terms of Use</Link>: they
        may use the file for as long as they need, across print, digital, video and advertising, within the same restrictions. They may not
        resell the file on its own or pass it on to another business, and neither may you. Files may be delivered to clients only as part of
        finished work or as layout files for that work, never as a loose library of images.
      </p>

      <h2>What resellers gain</h2>
      <ul>
        <li>
          <strong>One account for every client.</strong> No separate subscriptions to manage for each brand you work for.
        </li>
        <li>
          <strong>Free re-downloads.</strong> Files you have already licensed can be downloaded again without using quota, which is ideal
          when a client comes back for a revision months later.
        </li>
        <li>
          <strong>Clear records.</strong> Licences and invoices stay available in your account, making client billing and audits
          straightforward.
        </li>
        <li>
          <strong>A direct line to us.</strong> Our partner team helps {brand} resellers with licensing questions, volume needs and unusual
          projects.
        </li>
        <li>
          <strong>Prices in US dollars</strong> with invoices you can pass through to clients or reconcile against your own billing.
        </li>
      </ul>

      <h2>Good practice for agencies</h2>
      <p>
        Use collections to gather candidate images for each client and share them internally before licensing, so quota is spent only on
        files the client approves. Keep the licence reference alongside the delivered artwork in your project archive. And when a campaign
        features a recognisable person, check that the intended use respects the model's dignity; our terms do not allow sensitive uses that
        a model could reasonably object to.
      </p>

      <h2>Questions</h2>
      <p>
        Our partner team can explain the agreement, suggest a plan size for your volume and help you move existing client work to {brand}.
        Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or call {contactPhone}.
      </p>
    </ContentPage>
  );
}

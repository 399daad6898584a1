import { Link } from 'react-router';
import { accountPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { CallToAction } from '../CallToAction';
import { ContentPage } from '../ContentPage';

export function SellYourContentPage() {
  const { brand } = siteConfig;
  return (
    <ContentPage
      eyebrow="For contributors"
      title="Sell Your Content"
      lead={`Turn the photos and clips on your hard drive into income. Upload to ${brand}, keep your copyright, and earn a royalty every time a buyer licenses your work.`}
      aside={
        <CallToAction heading="Ready to upload your first file?" label="Become a contributor" to={accountPaths.login('contributor')}>
          Create a free contributor account, upload a handful of your best files and follow them through review.
        </CallToAction>
      }
    >
      <h2>Why contributors choose {brand}</h2>
      <ul>
        <li>
          <strong>You keep your copyright.</strong> Buyers receive a licence to use your work; ownership stays with you, and you are free to
          sell the same files elsewhere.
        </li>
        <li>
          <strong>You are paid for every download.</strong> Each licensed download earns you a royalty and appears as its own line in your
          royalty statement, so you always know which file earned what and when.
        </li>
        <li>
          <strong>Your rate grows with you.</strong> As your lifetime downloads grow you move up through our earnings levels, and each level
          pays a higher royalty. Your current level and rate are shown in your earnings page.
        </li>
        <li>
          <strong>A portfolio that works for you.</strong> Every contributor has a public portfolio page that you can link from your website
          or social profiles, so clients can see everything you have published in one place.
        </li>
      </ul>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Create your account.</strong> Sign up as a contributor and complete your profile. The name you choose appears on your
          portfolio.
        </li>
        <li>
          <strong>Upload and describe.</strong> Add a title and keywords that say what is in the frame, where it was taken and the mood it
          conveys. Good keywords are the single biggest factor in whether buyers find your work.
        </li>
        <li>
          <strong>Attach releases.</strong> If a person can be recognised, attach their signed model release before you submit.
        </li>
        <li>
          <strong>Submit for review.</strong> Your file moves from <em>draft</em> to <em>in review</em>. Our reviewers check quality,
          keywords and paperwork, then either publish it or reject it with the reasons. A rejected file is not the end: fix what we pointed
          out and resubmit.
        </li>
        <li>
          <strong>Get paid.</strong> Once published, your file can be licensed straight away. When your balance reaches the payout minimum,
          withdraw it to your verified bank account.
        </li>
      </ol>

      <h2>Technical requirements</h2>
      <h3>Photos and illustrations</h3>
      <ul>
        <li>At least 4 megapixels; larger is better, as buyers crop.</li>
        <li>JPEG, PNG, WebP or TIFF, up to 50 MB per file.</li>
        <li>Sharp focus where it matters, clean exposure and no visible noise or compression artefacts at full size.</li>
        <li>No watermarks, borders, signatures or text overlays.</li>
      </ul>
      <h3>Video</h3>
      <ul>
        <li>MP4 or MOV, encoded with H.264, H.265 or ProRes.</li>
        <li>Between 5 and 60 seconds long.</li>
        <li>At least 1280×720; full HD or 4K is welcome.</li>
        <li>Steady footage, or deliberate camera movement, and no burnt-in logos or timecode.</li>
      </ul>

      <h2>Releases and legal checks</h2>
      <p>
        Any recognisable person needs a signed model release, and for minors it must be signed by a parent or guardian. Private property,
        artworks and branded products may need a property release or should be kept out of the frame. Logos and trademarks in commercial
        images are one of the most common reasons for rejection, so retouch them or shoot around them. If you need people for a shoot, our{' '}
        <Link to={contentPaths.model()}>modelling assignment</Link> page explains how models and contributors work together.
      </p>

      <h2>What sells</h2>
      <p>
        Buyers look for images they can actually use: authentic people doing real things, workplaces that look like today's workplaces,
        everyday moments from many cultures and ages, and clean backgrounds with room for text. Seasonal subjects sell best when they arrive
        early, so upload your winter holiday shots in late summer. Short, well-lit video clips of ordinary activities are in steady demand.
      </p>
      <p>
        Quality beats quantity. Ten carefully edited, well-keyworded files will usually earn more than a hundred near-duplicates, and they
        will pass review faster.
      </p>

      <h2>Earnings and withdrawals</h2>
      <p>
        Your earnings page shows your current level, your royalty rate and your balance. Your statement lists every download individually.
        Add a bank account in your payment settings; once it is verified, you can withdraw whenever your balance is above the payout
        minimum. Bank details are encrypted and only ever shown masked. Invite other creators with your referral code and you will also earn
        a share of their royalties for two years; see <Link to={contentPaths.referralCustomers()}>Referral Customers</Link>.
      </p>
    </ContentPage>
  );
}

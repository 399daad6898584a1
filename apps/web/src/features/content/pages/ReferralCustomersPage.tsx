import { Link } from 'react-router';
import { accountPaths, billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { CallToAction } from '../CallToAction';
import { ContentPage } from '../ContentPage';

export function ReferralCustomersPage() {
  const { brand, contactEmail } = siteConfig;
  return (
    <ContentPage
      eyebrow="Referral programme"
      title="Referral Customers"
      lead={`Know a photographer who should be selling, or a team that keeps asking where to find good footage? Invite them to ${brand} with your referral code and earn when they do well.`}
      aside={
        <CallToAction heading="Start referring today" label="Get your referral code" to={accountPaths.login('contributor')}>
          Sign in, copy the referral code from your account and share it with the creators and customers you know.
        </CallToAction>
      }
    >
      <h2>How the programme works</h2>
      <p>
        Every {brand} account has its own referral code. When someone signs up with your code, they are linked to you as your referral, and
        from then on you earn a reward on their activity, paid into the same balance as your royalties. There is nothing to apply for and no
        limit on how many people you can refer.
      </p>
      <ol>
        <li>
          <strong>Copy your code.</strong> You will find it in your account, ready to paste into an e-mail, a message or your website.
        </li>
        <li>
          <strong>Share it with people you know.</strong> Your referral enters the code when they create their account. It must be entered
          at sign-up; it cannot be added to an existing account later.
        </li>
        <li>
          <strong>Earn as they grow.</strong> Your reward depends on whether you referred a contributor or a buyer, as explained below.
        </li>
      </ol>

      <h2>Referring contributors</h2>
      <p>
        When a photographer or videographer joins with your code, you earn a share of the royalties they earn for <strong>two years</strong>{' '}
        from the date they sign up. Every licensed download of their work during that time counts, whichever buyer it comes from.
      </p>
      <p>
        That makes contributor referrals the most rewarding kind. A creator who uploads steadily and gets their files through review can
        keep earning for you long after you sent the invitation. Help them along: point them to our guide on{' '}
        <Link to={contentPaths.sellYourContent()}>selling your content</Link>, and remind them that a signed model release is needed for
        every recognisable person.
      </p>

      <h2>Referring buyers</h2>
      <p>
        When a business or individual subscribes with your code, you earn a share of their <strong>first payment</strong>, up to a fixed
        cap. The reward is credited once the payment has been completed. Plans and prices are listed on our{' '}
        <Link to={billingPaths.pricing()}>Pricing</Link> page, in US dollars. The current share and cap are shown in your account, because
        they may change from time to time.
      </p>

      <h2>Tracking your rewards</h2>
      <p>
        Referral rewards are added to your balance alongside your royalties, so everything you earn on {brand} is in one place and can be
        followed from your account. Withdraw your balance to your verified bank account once it reaches the payout minimum, just as you
        would with royalties.
      </p>

      <h2>Fair play</h2>
      <p>To keep the programme worthwhile for everyone, a few rules apply:</p>
      <ul>
        <li>You cannot refer yourself, another account you control or a member of your own team.</li>
        <li>
          Share your code with people you know or with an audience that chose to follow you. Do not send unsolicited bulk e-mail, post it in
          comment spam or buy search ads that use the {brand} name.
        </li>
        <li>Do not promise discounts, extra royalties or anything else that {brand} does not actually offer.</li>
        <li>Rewards on payments that are refunded or charged back are removed from your balance.</li>
        <li>We may withhold rewards and close referral links that were obtained through fraud or abuse.</li>
      </ul>

      <h2>Frequently asked</h2>
      <h3>Do I need to be a contributor to refer people?</h3>
      <p>
        Every account has a code, but rewards are paid into the earnings balance that contributor accounts use for withdrawals, so you will
        need a contributor account with a verified bank account to withdraw them.
      </p>
      <h3>My referral forgot to enter my code. Can it be added?</h3>
      <p>
        The code has to be used at sign-up. If something went wrong during registration, write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a> within a few days and we will look into it.
      </p>
      <h3>Can I refer someone who already has an account?</h3>
      <p>No. The programme rewards bringing new people to {brand}, so only new accounts can be linked to a referral code.</p>
    </ContentPage>
  );
}

import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';

export function OurStoryPage() {
  const { brand, contactEmail } = siteConfig;
  return (
    <ContentPage
      eyebrow="About us"
      title="Our Story"
      lead={`${brand} is a marketplace where independent photographers and filmmakers license their work to the people who need it, under one clear licence and with a fair share for the person who made the picture.`}
    >
      <h2>Why we started</h2>
      <p>
        {brand} began with two frustrations that turned out to be the same problem seen from opposite sides. Designers, editors and small
        marketing teams told us that buying stock felt like reading a contract in a foreign language: a different licence for every file,
        surprise upgrade fees, and no easy way to find out months later what had been bought and who was allowed to use it. Photographers
        and videographers told us the reverse: they uploaded their best work, waited weeks, and received a lump sum with no idea which
        downloads it came from.
      </p>
      <p>
        We believed both sides wanted the same thing: clarity. So we built a library where every download comes with the same royalty-free
        licence, every purchase can be found again, and every contributor can see, line by line, what each of their files has earned.
      </p>

      <h2>What we believe</h2>
      <h3>One licence, stated plainly</h3>
      <p>
        Each file you download from {brand} is covered by a single royalty-free licence. You pay through your plan once, then use the file
        in your projects for as long as you need it, within the limits set out in our{' '}
        <Link to={contentPaths.termsOfUse()}>Terms of Use</Link>. There is no separate price list for web, print or social media, and no
        meter that runs every time your advert is shown.
      </p>
      <h3>Every file is looked at by a person</h3>
      <p>
        A library is only as good as what goes into it. Before a photo or video is published, our review team checks its technical quality,
        its keywords and its legal paperwork, including a signed model release for anyone who can be recognised. When we turn a file down,
        we say why, so the contributor can fix it and send it back rather than guess.
      </p>
      <h3>Creators should be paid for each use</h3>
      <p>
        Contributors earn a royalty on every licensed download, and the rate grows as their lifetime downloads grow. Every download appears
        as a line in their royalty statement, and once their balance reaches the payout minimum they can withdraw it to a verified bank
        account. We think that transparency is the least a marketplace owes the people whose work it sells.
      </p>

      <h2>How it works today</h2>
      <p>
        Buyers search the collection, save favourites to collections and subscribe to a monthly or annual plan with a download quota for
        each period. Teams share that quota: the account owner invites colleagues by e-mail, and everyone downloads under the same plan.
        Downloading a file you have already licensed again is free and never touches your quota, which matters more than it sounds when a
        project is revived a year later and nobody can find the original.
      </p>
      <p>
        Contributors upload photos and videos, follow each file from draft to review to publication, and keep a public portfolio that buyers
        can browse. The same account shows their earnings level, their statements and their withdrawals.
      </p>

      <h2>The people behind the pictures</h2>
      <p>
        The work in {brand} comes from people in many countries: wedding photographers filling quiet weekdays, documentary filmmakers
        licensing the footage that did not make the final cut, students building a first portfolio, and retired professionals putting
        decades of archive to work. We do not ask them to sign away their copyright. They keep it, and license it to buyers through us.
      </p>
      <p>
        Models matter too. Many of the people you see in our images answered a <Link to={contentPaths.model()}>modelling assignment</Link>,
        and every one of them signed a release that says how their likeness may be used.
      </p>

      <h2>Where we are going</h2>
      <p>
        We want {brand} to be the library you trust when a deadline is close: fast to search, honest about what you may do with a file, and
        generous to the people who made it. That means growing the collection carefully rather than quickly, improving search so the right
        clip turns up on the first page, and building tools for teams that handle dozens of projects at once.
      </p>
      <p>
        If you would like to be part of it, you can <Link to={contentPaths.sellYourContent()}>sell your content</Link>, look at our{' '}
        <Link to={billingPaths.pricing()}>plans</Link>, or simply write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. We
        read every message.
      </p>
    </ContentPage>
  );
}

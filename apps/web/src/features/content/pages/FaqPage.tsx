import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { billingPaths, contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { ContentPage } from '../ContentPage';

function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group my-3 rounded-xl border border-slate-200 bg-white px-5 py-4 transition-colors open:border-slate-300 open:bg-slate-50">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 marker:hidden focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-500 [&::-webkit-details-marker]:hidden">
        {question}
        <span aria-hidden="true" className="shrink-0 text-xl leading-none text-slate-400 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-3 text-slate-700 [&>p:first-child]:mt-0 [&>p:last-child]:mb-0">{children}</div>
    </details>
  );
}

export function FaqPage() {
  const { brand, contactEmail, contactPhone } = siteConfig;
  return (
    <ContentPage
      eyebrow="Help centre"
      title="Frequently Asked Questions"
      lead={`Quick answers about licensing, plans, teams and selling on ${brand}. If your question is not here, our support team is happy to help.`}
    >
      <h2>Licensing</h2>
      <FaqItem question="What licence comes with a download?">
        <p>
          Every file you download from {brand} is covered by one royalty-free licence. You license the file once and may then use it in your
          projects for as long as you like, in print, online, in video and in advertising, without paying again each time it is shown. The
          full conditions are in our <Link to={contentPaths.termsOfUse()}>Terms of Use</Link>.
        </p>
      </FaqItem>
      <FaqItem question="Can I use images with people in them for advertising?">
        <p>
          Yes. Every recognisable person in a published file has signed a model release, which our reviewers check before the file goes
          live. You still may not present a model in a way they would find offensive, for example as endorsing a political party or living
          with a medical condition, without making clear that they are a model.
        </p>
      </FaqItem>
      <FaqItem question="Do I own the file after I license it?">
        <p>
          No. The contributor keeps the copyright; you receive a permanent right to use the file. That is why you may not resell the file on
          its own, share it as a download or use it in a logo.
        </p>
      </FaqItem>
      <FaqItem question="Where do I find proof of a licence?">
        <p>
          In your account. Every licence and invoice is listed there and can be downloaded again whenever a client or legal team asks for
          it.
        </p>
      </FaqItem>

      <h2>Plans and downloads</h2>
      <FaqItem question="How do plans work?">
        <p>
          Plans are billed monthly or annually in US dollars. Each includes a download quota for every period, and each download uses one
          unit of that quota. Compare the current plans on our <Link to={billingPaths.pricing()}>Pricing</Link> page.
        </p>
      </FaqItem>
      <FaqItem question="Does downloading a file again use my quota?">
        <p>
          No. Re-downloading a file you have already licensed is free and never uses quota, so you can fetch a file again for a new version
          of a project or after losing it.
        </p>
      </FaqItem>
      <FaqItem question="What happens when my quota runs out?">
        <p>
          You can keep searching, saving to collections and re-downloading files you already own. New downloads become available when your
          next period begins. If you regularly run short, a plan with a larger quota will suit you better.
        </p>
      </FaqItem>
      <FaqItem question="Can I try a file before licensing it?">
        <p>
          Yes. Save previews to a collection and use them in mock-ups to show a client. Once the layout is approved, license the files you
          keep and replace the previews with the originals.
        </p>
      </FaqItem>

      <h2>Teams</h2>
      <FaqItem question="How do I add colleagues?">
        <p>
          The account owner invites colleagues by e-mail from the team settings. Once they accept, they download from the shared quota and
          their licences appear in the team's history. The number of seats depends on the plan.
        </p>
      </FaqItem>
      <FaqItem question="What happens when someone leaves the team?">
        <p>
          The owner removes them and the seat becomes free for someone else. Files they licensed for the team stay licensed and remain in
          the team's history.
        </p>
      </FaqItem>

      <h2>Account</h2>
      <FaqItem question="I forgot my password. What now?">
        <p>
          Write to support from the e-mail address of your account and we will help you set a new one. We store passwords only in hashed
          form, so nobody at {brand} can look yours up or send it to you.
        </p>
      </FaqItem>
      <FaqItem question="How do I stop receiving the newsletter?">
        <p>Click the unsubscribe link at the bottom of any newsletter. It takes effect at once and does not affect your account e-mails.</p>
      </FaqItem>
      <FaqItem question="Can I have a buyer and a contributor account?">
        <p>
          Yes. They are separate accounts with separate sign-ins, and you can be signed in to both in the same browser at the same time.
        </p>
      </FaqItem>

      <h2>For contributors</h2>
      <FaqItem question="What can I upload?">
        <p>
          Images of at least 4 megapixels in JPEG, PNG, WebP or TIFF, up to 50 MB each, and videos in MP4 or MOV (H.264, H.265 or ProRes)
          between 5 and 60 seconds long, at least 1280×720. Read <Link to={contentPaths.sellYourContent()}>Sell Your Content</Link> for
          tips.
        </p>
      </FaqItem>
      <FaqItem question="Why was my file rejected?">
        <p>
          The reason is shown next to the file. Common ones are focus or noise problems, missing model releases and keywords that do not
          describe the image. Fix the issue and resubmit the file; it goes back into review.
        </p>
      </FaqItem>
      <FaqItem question="How and when am I paid?">
        <p>
          You earn a royalty on every licensed download, at the rate shown in your earnings page; the rate rises with your lifetime
          downloads. Once your balance reaches the payout minimum, you can withdraw it to your verified bank account.
        </p>
      </FaqItem>

      <h2>Still need help?</h2>
      <p>
        Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or call {contactPhone}. Include the e-mail address of your account
        and, for a file, its link, and we will get back to you as quickly as we can.
      </p>
    </ContentPage>
  );
}

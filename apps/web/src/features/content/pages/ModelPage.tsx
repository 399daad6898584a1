import { Link } from 'react-router';
import { contentPaths } from '../../../app-paths';
import { siteConfig } from '../../../config/site-config';
import { CallToAction } from '../CallToAction';
import { ContentPage } from '../ContentPage';

export function ModelPage() {
  const { brand, contactEmail } = siteConfig;
  return (
    <ContentPage
      eyebrow="Get involved"
      title="Modelling Assignment"
      lead={`The people in ${brand} photos and videos are real people: teachers, nurses, grandparents, skaters, chefs. If you would like to appear in work by our contributors, this page explains how assignments work and what you agree to.`}
      aside={
        <CallToAction heading="Interested in modelling?" label="Apply by e-mail" to={`mailto:${contactEmail}`}>
          Send us a short introduction, two or three recent photos and the city you live in, and we will be in touch when a shoot fits.
        </CallToAction>
      }
    >
      <h2>Who we are looking for</h2>
      <p>
        Buyers want pictures that look like the world they live in, so contributors need models of every age, body type, background and
        ability. You do not need an agency, a portfolio or any experience. What matters is that you are comfortable in front of a camera,
        reliable, and happy for your image to be used in advertising, websites and publications you may never see.
      </p>
      <p>
        Typical assignments include everyday scenes at home, offices and co-working spaces, healthcare and education settings, sport and
        outdoor activities, families, couples and friends, and short video clips of ordinary moments such as cooking, commuting or working
        on a laptop.
      </p>

      <h2>How an assignment works</h2>
      <ol>
        <li>
          <strong>Introduce yourself.</strong> E-mail us with your name, age range, city, availability and a few natural, unfiltered photos.
          Tell us about any skills that could be useful on set, such as a sport, an instrument or a trade.
        </li>
        <li>
          <strong>We match you with a shoot.</strong> When a {brand} contributor plans a shoot near you that needs someone like you, we pass
          on your introduction, and the contributor contacts you with the date, location, concept and wardrobe.
        </li>
        <li>
          <strong>Agree the terms.</strong> Fees, expenses and the amount of time required are agreed directly between you and the
          contributor before the shoot. Never travel to a shoot whose terms you have not agreed in writing.
        </li>
        <li>
          <strong>Sign the release and shoot.</strong> On the day, you read and sign a model release. Only then do the photos or videos of
          you go into review.
        </li>
      </ol>

      <h2>The model release</h2>
      <p>
        A model release is your written permission for the contributor to license images of you. {brand} will not publish any photo or video
        in which a person can be recognised unless a signed release is attached, and our reviewers check it before the file goes live.
      </p>
      <p>A release normally records:</p>
      <ul>
        <li>your name, signature, date of birth and contact details;</li>
        <li>the contributor's name and the date and place of the shoot;</li>
        <li>a reference photo of you taken at the shoot, so the release can be matched to the images;</li>
        <li>a witness signature where the law or our review team requires one.</li>
      </ul>
      <p>
        By signing, you allow images from that shoot to be licensed under our royalty-free licence, which means buyers may use them in many
        kinds of projects for as long as they need. Our <Link to={contentPaths.termsOfUse()}>Terms of Use</Link> do not allow buyers to use
        images of models in ways a person would reasonably find offensive, for example to suggest you endorse a political party or have a
        health condition, unless it is made clear that you are a model.
      </p>

      <h2>Consent and your comfort</h2>
      <p>
        You are in charge of what you agree to. Before signing, ask the contributor exactly how the shoot will be used and what it involves,
        and say no to anything that makes you uncomfortable. You may stop a shoot at any time. Bring a friend if you wish. No one may
        photograph you without your knowledge, and no contributor may pressure you into anything you have not agreed to, including nudity or
        revealing wardrobe.
      </p>
      <p>
        Because buyers rely on a release when they license a file, a signed release cannot simply be withdrawn once images are published. If
        you believe an image of you is being used unlawfully, or was published without your consent, write to us at once and we will
        investigate and remove it where appropriate.
      </p>

      <h2>Minors</h2>
      <p>
        Children and teenagers under the age of majority where they live may take part only with the consent of a parent or legal guardian.
        The guardian must sign the model release on the minor's behalf and must be present throughout the shoot. We never contact minors
        directly: applications for young people must come from their parent or guardian.
      </p>

      <h2>Your privacy</h2>
      <p>
        Your contact details are shared only with contributors planning a relevant shoot and are never shown on the site. Signed releases
        are stored securely and kept for as long as the related images can be licensed. Our{' '}
        <Link to={contentPaths.privacyPolicy()}>Privacy Policy</Link> explains how we handle your information and how to ask us to delete
        it.
      </p>
    </ContentPage>
  );
}

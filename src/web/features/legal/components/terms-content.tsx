import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Contact, GOOGLE_LINKS, type Operator } from './legal-page';

export function TermsContent({ operator, privacyHref }: { operator: Operator; privacyHref: string }) {
  return (
    <>
      <p id="about">
        These terms cover your use of {PRODUCT_NAME}, operated by <strong>{operator.entity}</strong> (contact:{' '}
        <Contact operator={operator} />
        ). {PRODUCT_NAME} lets a business show customers a QR code on a phone, collect star ratings, send
        customers on to the business's Google review page, and, if the business turns the review filter on,
        first offer customers with a low rating a private feedback form.
      </p>

      <h2 id="accounts">Accounts and teams</h2>
      <ul>
        <li>
          You sign in with Google. Keep your Google account secure; what happens under it is your
          responsibility.
        </li>
        <li>
          An owner registers a business they are entitled to represent, and may invite team members with a
          code.
        </li>
        <li>
          Owners manage the team, billing and settings; members show QR codes and see figures and feedback.
        </li>
      </ul>

      <h2 id="plan">Trial, price and cancelling</h2>
      <ul>
        <li>Each business starts with a 7-day free trial, with no card.</li>
        <li>
          After that the plan costs $19 per month per business location, including 3 users (the owner counts
          as one), plus $3 per month for each additional team member, charged monthly through Stripe.
        </li>
        <li>
          You may cancel at any time; the plan then stays active until the end of the period you paid for.
          Deleting the business cancels the subscription at once.
        </li>
        <li>Printed QR codes keep working for customers even when a trial or subscription has ended.</li>
      </ul>

      <h2 id="reviews">Fair use of reviews</h2>
      <p>
        You must follow Google's policies on reviews and the laws on consumer reviews where you trade. Do not
        offer anything in exchange for reviews, post reviews yourself, or use {PRODUCT_NAME} to keep unhappy
        customers from Google: the private feedback form always shows customers a link to post on Google.
      </p>

      <h2 id="data">Your data and your customers' data</h2>
      <p>
        Your business's data, and the feedback your customers send you, belong to you. We store it to provide
        the service, as described in the <a href={privacyHref}>Privacy Policy</a>. You are responsible for how
        you use your customers' feedback and contact details: reply only to the feedback they sent. You can
        export everything or delete it at any time from "Your data" in the dashboard.
      </p>

      <h2 id="google">Google Maps Platform</h2>
      <p>
        Business search uses the Google Places API; results are shown "Powered by Google" and Google is a
        trademark of Google LLC. By using the search you agree to the{' '}
        <a href={GOOGLE_LINKS.mapsTerms}>Google Maps/Google Earth Additional Terms of Service</a> and the{' '}
        <a href={GOOGLE_LINKS.privacy}>Google Privacy Policy</a>. {PRODUCT_NAME} is not made or endorsed by
        Google.
      </p>

      <h2 id="liability">Availability and liability</h2>
      <p>
        We work to keep {PRODUCT_NAME} available and your data safe, but we cannot promise it will never be
        interrupted, or any number of reviews. To the extent the law allows, our liability is limited to the
        fees you paid in the 12 months before a claim. Nothing here limits rights you have by law.
      </p>

      <h2 id="changes">Changes and ending</h2>
      <p>
        We will tell owners by e-mail or in the dashboard before changes to these terms take effect. You may
        stop using {PRODUCT_NAME} and delete your account at any time. We may suspend accounts that break
        these terms, after telling you why where we can.
      </p>

      <h2 id="contact">Contact</h2>
      <p>
        {operator.entity}, <Contact operator={operator} />.
      </p>
    </>
  );
}

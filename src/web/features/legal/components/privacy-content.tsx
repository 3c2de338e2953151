import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Contact, GOOGLE_LINKS, type Operator } from './legal-page';

/** What the product does with owners' and customers' data, in plain words. */
export function PrivacyContent({ operator }: { operator: Operator }) {
  return (
    <>
      <p>
        {PRODUCT_NAME} helps local businesses collect Google reviews. This page explains what we store, why,
        for how long, and how to take it with you or delete it. {PRODUCT_NAME} is operated by{' '}
        <strong>{operator.entity}</strong>. Questions: <Contact operator={operator} />.
      </p>

      <h2 id="customers">If you scanned a business's QR code</h2>
      <p>
        You rate a business with 1 to 5 stars and may then leave a review on Google or send the business a
        private message. For each visit we store:
      </p>
      <ul>
        <li>
          the time, and whether your device is a phone or a computer. We do not store your IP address or your
          browser's full identification (User-Agent), and we set no cookies on these pages;
        </li>
        <li>the stars you chose, and whether you went on to Google or to the private form;</li>
        <li>
          your private feedback, if you send it: the message, the rating, and, only if you type them, your
          name and e-mail address.
        </li>
      </ul>
      <p>
        <strong>Your feedback goes only to the business you rated</strong> (its owner and their team). We do
        not publish it, sell it or use it to advertise. Your e-mail address is used only so that the business
        can reply to you. Your name and e-mail are erased automatically after the period the business chose:
        90 days or 1 year (the default); a business may instead keep them until it deletes them. The message
        and rating then stay without them, anonymous.
      </p>
      <p>
        <strong>Before any answer, you confirm your address.</strong> When you leave an e-mail address with
        feedback, we send it one e-mail with a link, and nothing else, unless you came through an invitation
        sent to that address. Only after you confirm can the business answer you through {PRODUCT_NAME}; if
        the address is not yours, ignore that e-mail and nothing more comes. We send at most one such e-mail
        to an address in 7 days.
      </p>
      <p>
        <strong>If the business answers your feedback</strong>, the answer comes by e-mail from {PRODUCT_NAME}
        's sender, quoting what you wrote; replying to it writes to the business's owner. A business sends at
        most one answer and one follow-up. Every answer has an Unsubscribe link: after it, that business can
        send you no more e-mail through {PRODUCT_NAME}, neither answers nor invitations. The answers are
        erased with your name and e-mail.
      </p>
      <p>
        <strong>If our mail cannot reach you, or you mark it as spam,</strong> your mail provider or our
        sending service tells us. If your mailbox does not exist, or you called our mail spam, no business on{' '}
        {PRODUCT_NAME} e-mails that address again; we keep only a one-way code of the address for this, never
        the address itself, with what happened and who told us. A business whose mail bounces or is called
        spam too often is stopped from sending invitations until we have looked at it.
      </p>
      <p id="drafts">
        <strong>Drafted replies.</strong> A business may ask a language model, chosen by the operator of this
        service, to draft its reply to your Google review or private feedback. The model is sent only the text
        of the review or feedback (with any e-mail address or phone number in it taken out), its stars, the
        first name Google shows for a Google review, the business's name and the tone it chose: never your
        e-mail address, your name on private feedback, the owner's e-mail or any other review. Where the model
        runs on the operator's own machine nothing leaves it; a hosted model is run by its provider under the
        operator's agreement with them. A draft is never posted or sent by itself: the business reads it,
        edits it and sends it, and it is then the business's own words. Review and feedback texts are never
        written to our logs.
      </p>
      <p>
        To protect the service from abuse, your IP address is held briefly in memory to limit how many
        requests one address can send; it is never written to our database. Reviews you post on Google are
        governed by <a href={GOOGLE_LINKS.privacy}>Google's Privacy Policy</a>, not by us.
      </p>
      <p>
        The business is responsible for the feedback it collects; {operator.entity} stores it on the
        business's behalf. To see, correct or delete your feedback, contact the business, or write to us at{' '}
        <Contact operator={operator} /> and we will pass your request on.
      </p>

      <h2 id="owners">If you run a business on {PRODUCT_NAME}</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address and profile picture from Google sign-in,
          and a session cookie that keeps you signed in (it lasts at most 60 days, or 14 days without use).
        </li>
        <li>
          <strong>Your business:</strong> its name, address and Google place identifier, found through the
          Google Places search, its review link, your QR settings and images, and your team's names and e-mail
          addresses.
        </li>
        <li>
          <strong>Your figures:</strong> scans, ratings, conversions and daily totals, as described above.
        </li>
        <li>
          <strong>Billing:</strong> payments are handled by Stripe. We keep your subscription's status and
          Stripe's reference numbers, never your card details.
        </li>
      </ul>
      <p>
        <strong>Take it with you:</strong> in the dashboard, "Your data" → "Download all data" gives one ZIP
        file with your business, settings, team and subscription (business.json) and all feedback, scans and
        daily figures as spreadsheets. The feedback inbox can also be downloaded as a spreadsheet.
      </p>
      <p>
        <strong>Delete it:</strong> "Delete business" cancels your subscription at once and deletes the
        business with its team, scans, ratings, feedback and customisation; its QR codes then show "Business
        Not Found". "Delete my account" does the same for everything you own, takes you off other teams and
        signs you out everywhere. Deleted data is gone from the live database at once. Copies in backups
        remain until those backups are removed: the daily ones within about five weeks, the ones the operator
        makes by hand when the operator deletes them. If a backup is ever restored, everything you deleted is
        deleted again before the service answers anyone.
      </p>

      <h2 id="processors">Who else handles data</h2>
      <ul>
        <li>Google: sign-in, and the places search and review pages (see Google's Privacy Policy).</li>
        <li>Stripe: subscription payments.</li>
        <li>Our hosting provider, which runs the servers and database on our behalf.</li>
      </ul>
      <p>We do not sell personal data, and we use no advertising or tracking cookies.</p>

      <h2 id="google">Google Maps Platform</h2>
      <p>
        Business search results come from the Google Places API and are shown "Powered by Google". By using
        the search you agree to the{' '}
        <a href={GOOGLE_LINKS.mapsTerms}>Google Maps/Google Earth Additional Terms of Service</a> and to the{' '}
        <a href={GOOGLE_LINKS.privacy}>Google Privacy Policy</a>.
      </p>

      <h2 id="contact">Contact</h2>
      <p>
        {operator.entity}, <Contact operator={operator} />. You may also complain to your data-protection
        authority.
      </p>
    </>
  );
}

import { BusinessNotFound } from './business-not-found';
import { FeedbackPage } from './feedback-page';
import type { CustomerPageData } from './page-data';
import { RatePage } from './rate-page';
import { ThankYou } from './thank-you';

/** One component for the server to render and the browser to hydrate, chosen by the page data. */
export function CustomerApp({ data }: { data: CustomerPageData }) {
  switch (data.page) {
    case 'rate':
      return <RatePage business={data.business} error={data.error} />;
    case 'feedback':
      return <FeedbackPage {...data} />;
    case 'thanks':
      return <ThankYou businessName={data.business.name} />;
    case 'not-found':
      return <BusinessNotFound kind={data.kind} />;
  }
}

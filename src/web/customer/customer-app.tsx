import { ExpiredLink } from './expired-link';
import { FeedbackPage } from './feedback-page';
import { I18nProvider } from './i18n/i18n-context';
import type { CustomerPageData } from './page-data';
import { RatePage } from './rate-page';
import { ThankYou } from './thank-you';
import { UnknownLink } from './unknown-link';

/** One component for the server to render and the browser to hydrate, chosen by the page data. */
export function CustomerApp({ data }: { data: CustomerPageData }) {
  return (
    <I18nProvider i18n={data.i18n}>
      <Page data={data} />
    </I18nProvider>
  );
}

function Page({ data }: { data: CustomerPageData }) {
  switch (data.page) {
    case 'rate':
      return (
        <RatePage
          business={data.business}
          error={data.error}
          staff={data.staff}
          channel={data.channel}
          invitation={data.invitation}
        />
      );
    case 'feedback':
      return <FeedbackPage {...data} />;
    case 'thanks':
      return <ThankYou />;
    case 'not-found':
      return <UnknownLink kind={data.kind} />;
    case 'expired':
      return <ExpiredLink rateUrl={data.rateUrl} />;
  }
}

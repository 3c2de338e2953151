/** What the server renders and the browser hydrates: one JSON blob per page, no extra request. */
export type RatePageData = {
  page: 'rate';
  business: { id: string; name: string; address: string };
  error?: string;
};

export type FeedbackPageData = {
  page: 'feedback';
  business: { id: string; name: string; googleReviewUrl: string };
  rating: number;
  scanId: string | null;
  /** Set when a no-JavaScript post came back with a problem. */
  error?: string;
  values?: { feedback?: string; customerName?: string; customerEmail?: string };
};

export type ThankYouPageData = { page: 'thanks'; business: { name: string } };

export type NotFoundPageData = { page: 'not-found'; kind: 'rate' | 'feedback' };

export type CustomerPageData = RatePageData | FeedbackPageData | ThankYouPageData | NotFoundPageData;

export const PAGE_DATA_ID = 'page-data';

import type { CustomerI18n } from './i18n/i18n-context';

/** What the server renders and the browser hydrates: one JSON blob per page, no extra request. */
export type RatePageData = {
  page: 'rate';
  business: { id: string; name: string; address: string };
  error?: string;
  /** The team member's reference from the QR link (?s=…), sent with the scan and the form. */
  staff?: string;
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

/** Every page also carries its language: the chosen catalogue only, never all of them. */
export type CustomerPage = RatePageData | FeedbackPageData | ThankYouPageData | NotFoundPageData;
export type CustomerPageData = CustomerPage & { i18n: CustomerI18n };

export const PAGE_DATA_ID = 'page-data';

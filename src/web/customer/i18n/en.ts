import type { Catalogue } from '#shared/constants/i18n/translate.ts';

/** Everything a customer reads, in English: the reference every other language must match. */
export const en = {
  rateHeading: 'Rate Your Experience',
  rateLegend: 'Your rating',
  starLabel: { one: '{count} star', other: '{count} stars' },
  rateHint: 'Click to rate from 1 to 5 stars',
  youRated: { one: 'You rated: {count} star', other: 'You rated: {count} stars' },
  googleRetry: "Google didn't open? Tap here to leave your review",
  startOver: 'Start Over',
  chooseStars: 'Please choose from 1 to 5 stars.',
  toastGoogleTitle: 'Redirecting to Google Reviews',
  toastGoogleBody: 'Thank you for choosing to leave a review!',
  toastImproveTitle: 'Help us improve',
  toastImproveBody: 'Tell us how we can earn your 5-star review next time!',
  toastErrorTitle: 'Something went wrong',
  toastErrorBody: 'Please check your connection and tap a star again.',

  feedbackHeading: 'Help Us Improve',
  feedbackIntro: "We're sorry we missed the mark. Tell us what happened — this goes privately to the team.",
  feedbackLabel: 'Your feedback',
  feedbackPlaceholder: 'What could we have done better?',
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  optional: '(optional)',
  send: 'Send Feedback',
  sending: 'Sending...',
  privacyNotice: 'Your feedback goes only to this business.',
  privacyLink: 'Privacy policy',
  emailUse: 'Used only to reply to you.',
  publicPrompt: 'Prefer to post publicly?',
  googleLink: 'Leave a Google review',
  toastEmptyTitle: 'Please provide feedback',
  toastEmptyBody: 'Help us understand how we can improve your experience.',
  toastSentTitle: 'Thank you for your feedback!',
  toastSentBody: 'We appreciate you helping us improve our service.',
  toastSendErrorTitle: 'Error submitting feedback',
  toastSendErrorBody: 'Please try again or contact us directly.',
  feedbackRequired: 'Please provide feedback',
  feedbackTooLong: 'Feedback can be at most {max} characters',
  nameTooLong: 'Name can be at most {max} characters',
  emailTooLong: 'That e-mail address is too long',
  emailInvalid: 'Please enter a valid e-mail address',
  checkForm: 'Please check the form and try again.',
  serverFault:
    'Something went wrong on our side, not yours. Your text is still here: please try again in a moment.',
  visitNotFound: 'This visit was not found. Please scan the QR code again.',

  thanksHeading: 'Thank You!',
  thanksBody: 'Your feedback went straight to the team at {name}. We appreciate you helping us improve.',

  notFoundHeading: 'Business Not Found',
  notFoundRate: 'This review link appears to be invalid or the business is no longer available.',
  notFoundFeedback: 'This feedback link appears to be invalid or the business is no longer available.',
  poweredBy: 'Powered by ReviewTap',
} as const satisfies Catalogue;

export type CustomerMessages = typeof en;

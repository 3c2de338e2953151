import { PLAN } from './plan';

/** The landing page's questions: shown in the FAQ section and published as FAQPage data for search engines. */
export const FAQS = [
  {
    q: 'I have more than one location. Can I use it for all of them?',
    a: `Yes. Each location is its own plan at $${PLAN.pricePerLocation}/month, with its own Google review link, QR code and team, so every location collects reviews on its own Google profile.`,
  },
  {
    q: 'Why is a phone better than a printed sign or table card?',
    a: 'A sign is easy to ignore. When you show your phone and ask in person right after service, the request is personal and the moment is right, so far more customers follow through. It never fades, gets lost or needs reprinting.',
  },
  {
    q: 'Do I need any special equipment?',
    a: 'No. The phone you already carry is all you need. Your customers scan the code with their own phone camera; there is nothing for them to install.',
  },
  {
    q: 'How quickly can I get started?',
    a: 'In about 2 minutes. Sign in, find your business, confirm it, and your review screen is ready to show.',
  },
  {
    q: 'Can my whole team use it?',
    a: `Yes. Invite your staff with a 6-character business code so everyone can show the review screen on their own phone. ${PLAN.usersIncluded} users are included; each extra user is $${PLAN.pricePerExtraSeat}/month.`,
  },
] as const;

// The landing page's English messages, the source of its nine other catalogues.
// ICU message syntax (FormatJS). {price} and {extra} arrive already formatted as money.
export const landing = {
  'landing.title': '{product} – more Google reviews, phone to phone',
  'landing.description':
    'Get more Google reviews, phone to phone. Show a QR code, your customer rates, and happy customers land on your Google review page.',
  'landing.ogImageAlt': '{product}: a phone showing a review QR code',
  'landing.offer': 'Per location per month, {users} users included, {days}-day free trial',
  'landing.hero.badge': "Get reviews while they're fresh",
  'landing.hero.title': 'Get more Google reviews using <accent>just your phone</accent>',
  'landing.hero.text':
    'Right after great service, show your customer a QR code on your phone. They scan it, tap the stars and land on your Google review page, while the visit is still fresh. No printed signs, no follow-up e-mails.',
  'landing.hero.illustration':
    "A business owner's phone shows a QR code under five stars; a customer's phone scans it and opens the Google review page.",
  'landing.hero.start': 'Start Free Trial',
  'landing.art.business': 'Maple Street Bakery',
  'landing.art.question': 'How did we do today?',
  'landing.art.scan': 'Scan to leave a review',
  'landing.art.googleReviews': 'Google reviews',
  'landing.art.point': 'Point at the code',
  'landing.art.reviewOn': 'Review on',
  'landing.art.newReview': 'New 5-star review',
  'landing.art.justNow': 'on Google · just now',
  'landing.hero.how': 'See how it works',
  'landing.assurance.trial': '{days}-day free trial',
  'landing.assurance.noCard': 'No card required',
  'landing.assurance.cancel': 'Cancel anytime',
  'landing.benefits.eyebrow': 'Why it works',
  'landing.benefits.title': 'Reviews come from people, not posters',
  'landing.benefits.intro':
    'The best moment to ask for a review is while the customer is still smiling in front of you.',
  'landing.benefit.personal.title': 'Phone-to-phone personal touch',
  'landing.benefit.personal.text':
    'Ask face to face, right after a great visit. A personal request from you gets a yes far more often than a sign on the wall or an e-mail days later.',
  'landing.benefit.local.title': 'Local visibility on Maps and Search',
  'landing.benefit.local.text':
    'Fresh, steady reviews help your business show up when nearby customers search on Google Maps and Google Search.',
  'landing.benefit.screen.title': 'Phone screen display',
  'landing.benefit.screen.text':
    'A clean, bright review screen with your QR code, ready in one tap on the phone already in your pocket.',
  'landing.benefits.claim':
    "<strong>About 3x more Google reviews.</strong> That's what asking in person, phone to phone, can do compared with printed signs and follow-up e-mails.",
  'landing.how.eyebrow': 'How it works',
  'landing.how.title': 'Up and running in three steps',
  'landing.how.intro':
    'No hardware, no printing, no training. If you can show a photo, you can collect reviews.',
  'landing.how.step': 'Step {n}:',
  'landing.how.connect.title': 'Connect your Google Business Profile',
  'landing.how.connect.text':
    'Sign in, search for your business and confirm it. We link straight to your Google review page.',
  'landing.how.show.title': 'Show the review screen on your phone',
  'landing.how.show.text':
    'Open your review screen and hold up the QR code. Your customer scans it with their own camera.',
  'landing.how.ask.title': 'Ask personally after service',
  'landing.how.ask.text':
    'A friendly "Would you mind leaving us a review?" at the right moment does the rest.',
  'landing.pricing.eyebrow': 'Pricing',
  'landing.pricing.title': 'One simple plan',
  'landing.pricing.intro': 'Everything you need to collect more reviews, for each location you run.',
  'landing.pricing.popular': 'Most Popular',
  'landing.pricing.perMonth': '/month per location',
  'landing.pricing.users': '{users} users included · +{extra}/month per extra user',
  'landing.pricing.included': 'Included in the plan',
  'landing.pricing.feature.screens': 'Unlimited phone review screens',
  'landing.pricing.feature.templates': 'Professional phone screen templates',
  'landing.pricing.feature.mobile': 'Mobile-optimized display',
  'landing.pricing.feature.links': 'Direct Google Business links',
  'landing.pricing.feature.branding': 'Custom branding options',
  'landing.pricing.feature.team': 'Team access',
  'landing.pricing.trial': '{days}-day free trial, no card required. Cancel anytime.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Frequently asked questions',
  'landing.faq.locations.q': 'I have more than one location. Can I use it for all of them?',
  'landing.faq.locations.a':
    'Yes. Each location is its own plan at {price}/month, with its own Google review link, QR code and team, so every location collects reviews on its own Google profile.',
  'landing.faq.phone.q': 'Why is a phone better than a printed sign or table card?',
  'landing.faq.phone.a':
    'A sign is easy to ignore. When you show your phone and ask in person right after service, the request is personal and the moment is right, so far more customers follow through. It never fades, gets lost or needs reprinting.',
  'landing.faq.equipment.q': 'Do I need any special equipment?',
  'landing.faq.equipment.a':
    'No. The phone you already carry is all you need. Your customers scan the code with their own phone camera; there is nothing for them to install.',
  'landing.faq.quick.q': 'How quickly can I get started?',
  'landing.faq.quick.a':
    'In about 2 minutes. Sign in, find your business, confirm it, and your review screen is ready to show.',
  'landing.faq.team.q': 'Can my whole team use it?',
  'landing.faq.team.a':
    'Yes. Invite your staff with a 6-character business code so everyone can show the review screen on their own phone. {users} users are included; each extra user is {extra}/month.',
  'landing.about.eyebrow': 'About',
  'landing.about.title': 'About {product}',
  'landing.about.text':
    "{product} helps local businesses collect more Google reviews in the moment a customer is happiest: a QR code on the owner's phone, a one-tap rating, and the customer lands straight on the Google review form. We store as little as we can, keep customers' private feedback private, and never sell data.",
  'landing.about.contact': 'Contact:',
  'landing.about.contactFallback': 'see the privacy policy for our address.',
  'landing.cta.title': 'Your next happy customer is a review waiting to happen',
  'landing.cta.text':
    'Start showing your review screen today. {days} days free, no card required, cancel anytime.',
  'landing.cta.start': 'Start Your Free Trial',
  'landing.footer.tagline': 'More Google reviews for local businesses, one phone-to-phone ask at a time.',
  'landing.footer.product': 'Product',
  'landing.footer.company': 'Company',
  'landing.footer.legal': 'Legal',
  'landing.footer.benefits': 'Benefits',
  'landing.footer.how': 'How it works',
  'landing.footer.pricing': 'Pricing',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'About',
  'landing.footer.contact': 'Contact',
  'landing.footer.privacy': 'Privacy Policy',
  'landing.footer.terms': 'Terms of Service',
  'landing.footer.copyright': '© {year} {product}. Google is a trademark of Google LLC.',
  'landing.suggest.text': 'This page is also in {language}.',
  'landing.suggest.switch': 'Read it in {language}',
  'landing.suggest.dismiss': 'Stay in English',
  'landing.choice.welcome': 'Welcome, {name}!',
  'landing.choice.welcomeAnon': 'Welcome!',
  'landing.choice.question': 'What would you like to do today?',
  'landing.choice.create.title': 'Create Your Business',
  'landing.choice.create.text':
    'Find your business on Google, confirm it and get your review QR code in about 2 minutes.',
  'landing.choice.create.action': 'Get started',
  'landing.choice.join.title': 'Join a Team',
  'landing.choice.join.text':
    'Already work somewhere that uses it? Enter the business code from your owner to join the existing team.',
  'landing.choice.join.action': 'Enter a code',
} as const;

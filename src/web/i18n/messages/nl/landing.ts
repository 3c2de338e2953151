import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – meer Google-reviews, van telefoon naar telefoon',
  'landing.description':
    'Krijg meer Google-reviews, van telefoon naar telefoon. Laat een QR-code zien, je klant geeft een beoordeling en tevreden klanten komen op je Google-reviewpagina terecht.',
  'landing.ogImageAlt': '{product}: een telefoon met een QR-code voor reviews',
  'landing.offer': 'Per vestiging per maand, {users} gebruikers inbegrepen, {days} dagen gratis proberen',
  'landing.hero.badge': 'Verzamel reviews terwijl het bezoek nog vers is',
  'landing.hero.title': 'Krijg meer Google-reviews met <accent>alleen je telefoon</accent>',
  'landing.hero.text':
    'Laat je klant direct na een goede service een QR-code op je telefoon zien. Die scant de code, tikt op de sterren en komt op je Google-reviewpagina terecht, terwijl het bezoek nog vers in het geheugen ligt. Geen geprinte bordjes, geen herinneringsmails.',
  'landing.hero.start': 'Start gratis proefperiode',
  'landing.hero.how': 'Bekijk hoe het werkt',
  'landing.assurance.trial': '{days} dagen gratis proberen',
  'landing.assurance.noCard': 'Geen creditcard nodig',
  'landing.assurance.cancel': 'Altijd opzegbaar',
  'landing.benefits.eyebrow': 'Waarom het werkt',
  'landing.benefits.title': 'Reviews komen van mensen, niet van posters',
  'landing.benefits.intro':
    'Het beste moment om om een review te vragen is wanneer de klant nog glimlachend voor je staat.',
  'landing.benefit.personal.title': 'Persoonlijk, van telefoon naar telefoon',
  'landing.benefit.personal.text':
    'Vraag het persoonlijk, direct na een fijn bezoek. Op een persoonlijk verzoek van jou zeggen klanten veel vaker ja dan op een bordje aan de muur of een e-mail dagen later.',
  'landing.benefit.local.title': 'Lokaal zichtbaar in Maps en Zoeken',
  'landing.benefit.local.text':
    'Verse, regelmatige reviews helpen je bedrijf gevonden te worden wanneer klanten in de buurt zoeken in Google Maps en Google Zoeken.',
  'landing.benefit.screen.title': 'Weergave op je telefoonscherm',
  'landing.benefit.screen.text':
    'Een strak, helder reviewscherm met je QR-code, met één tik klaar op de telefoon die je al in je zak hebt.',
  'landing.benefits.claim':
    '<strong>Zo’n 3x meer Google-reviews.</strong> Dat kan persoonlijk vragen, van telefoon naar telefoon, opleveren vergeleken met geprinte bordjes en herinneringsmails.',
  'landing.how.eyebrow': 'Hoe het werkt',
  'landing.how.title': 'In drie stappen aan de slag',
  'landing.how.intro':
    'Geen hardware, geen drukwerk, geen training. Kun je een foto laten zien, dan kun je reviews verzamelen.',
  'landing.how.step': 'Stap {n}:',
  'landing.how.connect.title': 'Koppel je Google-bedrijfsprofiel',
  'landing.how.connect.text':
    'Log in, zoek je bedrijf en bevestig het. Wij linken direct naar je Google-reviewpagina.',
  'landing.how.show.title': 'Laat het reviewscherm op je telefoon zien',
  'landing.how.show.text':
    'Open je reviewscherm en houd de QR-code omhoog. Je klant scant de code met de eigen telefooncamera.',
  'landing.how.ask.title': 'Vraag het persoonlijk na de service',
  'landing.how.ask.text':
    'Een vriendelijk ‘Zou je een review voor ons willen schrijven?’ op het juiste moment doet de rest.',
  'landing.pricing.eyebrow': 'Prijzen',
  'landing.pricing.title': 'Eén eenvoudig abonnement',
  'landing.pricing.intro':
    'Alles wat je nodig hebt om meer reviews te verzamelen, voor elke vestiging die je runt.',
  'landing.pricing.popular': 'Meest gekozen',
  'landing.pricing.perMonth': '/maand per vestiging',
  'landing.pricing.users': '{users} gebruikers inbegrepen · +{extra}/maand per extra gebruiker',
  'landing.pricing.included': 'Inbegrepen in het abonnement',
  'landing.pricing.feature.screens': 'Onbeperkt reviewschermen op je telefoon',
  'landing.pricing.feature.templates': 'Professionele sjablonen voor je telefoonscherm',
  'landing.pricing.feature.mobile': 'Geoptimaliseerd voor mobiel',
  'landing.pricing.feature.links': 'Directe links naar je Google-bedrijfsprofiel',
  'landing.pricing.feature.branding': 'Opties voor je eigen huisstijl',
  'landing.pricing.feature.team': 'Toegang voor je team',
  'landing.pricing.trial': '{days} dagen gratis proberen, geen creditcard nodig. Altijd opzegbaar.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Veelgestelde vragen',
  'landing.faq.locations.q': 'Ik heb meer dan één vestiging. Kan ik het voor allemaal gebruiken?',
  'landing.faq.locations.a':
    'Ja. Elke vestiging heeft een eigen abonnement van {price}/maand, met een eigen Google-reviewlink, QR-code en team, zodat elke vestiging reviews verzamelt op het eigen Google-bedrijfsprofiel.',
  'landing.faq.phone.q': 'Waarom is een telefoon beter dan een geprint bordje of een tafelstandaard?',
  'landing.faq.phone.a':
    'Een bordje negeer je makkelijk. Als je je telefoon laat zien en het direct na de service persoonlijk vraagt, is het verzoek persoonlijk en het moment goed, dus doen veel meer klanten het ook echt. Je telefoon verbleekt niet, raakt niet kwijt en hoeft nooit opnieuw geprint te worden.',
  'landing.faq.equipment.q': 'Heb ik speciale apparatuur nodig?',
  'landing.faq.equipment.a':
    'Nee. De telefoon die je al bij je hebt, is alles wat je nodig hebt. Je klanten scannen de code met hun eigen telefooncamera; ze hoeven niets te installeren.',
  'landing.faq.quick.q': 'Hoe snel kan ik beginnen?',
  'landing.faq.quick.a':
    'In ongeveer 2 minuten. Log in, zoek je bedrijf, bevestig het en je reviewscherm staat klaar om te laten zien.',
  'landing.faq.team.q': 'Kan mijn hele team het gebruiken?',
  'landing.faq.team.a':
    'Ja. Nodig je medewerkers uit met een teamcode van 6 tekens, zodat iedereen het reviewscherm op de eigen telefoon kan laten zien. {users} gebruikers zijn inbegrepen; elke extra gebruiker kost {extra}/maand.',
  'landing.about.eyebrow': 'Over ons',
  'landing.about.title': 'Over {product}',
  'landing.about.text':
    '{product} helpt lokale bedrijven meer Google-reviews te verzamelen op het moment dat een klant het meest tevreden is: een QR-code op de telefoon van de eigenaar, een beoordeling met één tik, en de klant komt direct op het reviewformulier van Google. We bewaren zo weinig mogelijk, houden de privéfeedback van klanten privé en verkopen nooit gegevens.',
  'landing.about.contact': 'Contact:',
  'landing.about.contactFallback': 'zie het privacybeleid voor ons adres.',
  'landing.cta.title': 'Je volgende tevreden klant is een review in de maak',
  'landing.cta.text':
    'Laat vandaag nog je reviewscherm zien. {days} dagen gratis, geen creditcard nodig, altijd opzegbaar.',
  'landing.cta.start': 'Start je gratis proefperiode',
  'landing.footer.tagline':
    'Meer Google-reviews voor lokale bedrijven, telkens met één persoonlijke vraag van telefoon naar telefoon.',
  'landing.footer.product': 'Product',
  'landing.footer.company': 'Bedrijf',
  'landing.footer.legal': 'Juridisch',
  'landing.footer.benefits': 'Voordelen',
  'landing.footer.how': 'Hoe het werkt',
  'landing.footer.pricing': 'Prijzen',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'Over ons',
  'landing.footer.contact': 'Contact',
  'landing.footer.privacy': 'Privacybeleid',
  'landing.footer.terms': 'Servicevoorwaarden',
  'landing.footer.copyright': '© {year} {product}. Google is een handelsmerk van Google LLC.',
  'landing.suggest.text': 'Deze pagina is er ook in het {language}.',
  'landing.suggest.switch': 'Lees verder in het {language}',
  'landing.suggest.dismiss': 'Blijf in het Engels',
  'landing.choice.welcome': 'Welkom, {name}!',
  'landing.choice.welcomeAnon': 'Welkom!',
  'landing.choice.question': 'Wat wil je vandaag doen?',
  'landing.choice.create.title': 'Maak je bedrijf aan',
  'landing.choice.create.text':
    'Zoek je bedrijf op Google, bevestig het en krijg in ongeveer 2 minuten je QR-code voor reviews.',
  'landing.choice.create.action': 'Aan de slag',
  'landing.choice.join.title': 'Word lid van een team',
  'landing.choice.join.text':
    'Werk je al ergens waar ze het gebruiken? Voer de teamcode in die je van de eigenaar hebt gekregen om bij het team te komen.',
  'landing.choice.join.action': 'Code invoeren',
  'landing.hero.illustration':
    'De telefoon van een ondernemer toont een QR-code onder vijf sterren; de telefoon van een klant scant die en opent de Google-reviewpagina.',
  'landing.art.business': 'Bakkerij De Markt',
  'landing.art.question': 'Hoe hebben we het gedaan?',
  'landing.art.scan': 'Scan om een review te schrijven',
  'landing.art.googleReviews': 'Google-reviews',
  'landing.art.point': 'Richt op de code',
  'landing.art.reviewOn': 'Review op',
  'landing.art.newReview': 'Nieuwe 5-sterrenreview',
  'landing.art.justNow': 'op Google · zojuist',
};

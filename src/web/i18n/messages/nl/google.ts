import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Google-reviews',
  'google.section.subtitle': 'Je Bedrijfsprofiel: reviews, antwoorden en groei',
  'google.section.claimed.title': 'Niet geverifieerd: deze vestiging is door de eigenaar op Google geclaimd',
  'google.section.claimed.text':
    'Op {date} heeft iemand die dit bedrijf op Google beheert het geregistreerd met een geverifieerd Bedrijfsprofiel. Je houdt je gegevens (exporteer ze via Jouw gegevens). Je QR-codes en links werken 30 dagen na die datum niet meer. Is het bedrijf van jou? Koppel dan hieronder het Bedrijfsprofiel.',
  'google.section.loading': 'Je Google-koppeling laden…',
  'google.section.failed': 'Je Google-koppeling kan niet worden geladen',
  'google.section.unavailable':
    'Google Bedrijfsprofiel is niet ingeschakeld op deze server. De beheerder heeft goedkeuring van Google nodig voor de Business Profile-API’s en stelt daarna {setting} in.',
  'google.filter.legend': 'Reviews filteren',
  'google.filter.allStars': 'Alle sterren',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Onbeantwoord ({count})',
  'google.reviews.loading': 'Reviews laden…',
  'google.reviews.failed': 'Je reviews kunnen niet worden geladen',
  'google.reviews.empty.title': 'Geen reviews gevonden',
  'google.reviews.empty.text':
    'Probeer een ander filter. Nieuwe reviews verschijnen hier binnen het uur, of meteen met Nu synchroniseren.',
  'google.reviews.listLabel': 'Google-reviews',
  'google.reviews.more': 'Meer reviews tonen',

  'google.connection.connected': 'Bedrijfsprofiel gekoppeld',
  'google.connection.notConnected': 'Niet gekoppeld',
  'google.connection.notGranted': 'Er is geen toegang tot Google gegeven. Probeer het opnieuw.',
  'google.connection.opening': 'Google openen…',
  'google.connection.openFailed': 'Kan de koppeling niet starten',
  'google.connection.connectAgain': 'Opnieuw koppelen',
  'google.connection.connect': 'Google-bedrijfsprofiel koppelen',
  'google.connection.title': 'Koppel je Google-bedrijfsprofiel',
  'google.connection.text':
    'Zie hier elke Google-review, beantwoord ze en bekijk hoe je reviews groeien sinds je met ReviewTap bent begonnen. Koppelen bewijst ook dat het bedrijf van jou is.',
  'google.connection.demo': 'Deze server heeft geen Google-instellingen: je koppelt het demoprofiel.',
  'google.connection.askOwner': 'Vraag de eigenaar om het te koppelen.',
  'google.connection.noLocation': 'Geen overeenkomende vestiging',
  'google.connection.verified': 'Geverifieerd op Google',
  'google.connection.notVerified': 'Niet geverifieerd',
  'google.connection.demoProfile': 'Demoprofiel',
  'google.connection.account': 'Google-account: {name}.',
  'google.connection.lastSync': 'Reviews gelezen op {when}.',
  'google.connection.reading': 'Je reviews worden gelezen…',
  'google.connection.broken':
    'Google accepteert deze koppeling niet meer (de toegang is ingetrokken of verlopen). Koppel opnieuw om je reviews up-to-date te houden.',
  'google.connection.noMatch':
    'Geen van de vestigingen die dit Google-account beheert is dit bedrijf. Koppel met het Google-account dat eigenaar is van het bedrijf op Google Maps, of vraag de eigenaar om je als beheerder toe te voegen in het Bedrijfsprofiel, en koppel daarna opnieuw.',
  'google.connection.syncing': 'Je reviews worden van Google gelezen',
  'google.connection.syncFailed': 'Kan geen synchronisatie aanvragen',
  'google.connection.sync': 'Nu synchroniseren',
  'google.connection.disconnected': 'Bedrijfsprofiel ontkoppeld',
  'google.connection.disconnectFailed': 'Kan niet ontkoppelen',
  'google.connection.disconnect': 'Ontkoppelen',

  'google.claim.title': 'Je vestigingen, geregistreerd door iemand anders',
  'google.claim.text':
    'Je Google-account beheert deze vestigingen als geverifieerde eigenaar, maar een ander ReviewTap-account heeft ze zonder verificatie geregistreerd. Claim er een om er jouw vestiging van te maken; het andere account krijgt bericht en houdt zijn eigen gegevens.',
  'google.claim.listLabel': 'Vestigingen die je kunt claimen',
  'google.claim.done': '{place} is nu van jou',
  'google.claim.doneText': 'Geverifieerd op Google. Je vindt hem onder Alle vestigingen.',
  'google.claim.failed': 'Kan deze vestiging niet claimen',
  'google.claim.button': '{place} claimen',

  'google.growth.title': 'Groei van reviews',
  'google.growth.text': 'Rechtstreeks uit je Bedrijfsprofiel: wat ReviewTap heeft bereikt.',
  'google.growth.total': 'Google-reviews',
  'google.growth.average': 'Gemiddelde score',
  'google.growth.before': 'Per week ervoor',
  'google.growth.since': 'Per week sindsdien',
  'google.growth.notStarted':
    'Ervoor en sindsdien tellen vanaf je eerste QR-codescan: laat je code aan een klant zien om te beginnen.',
  'google.growth.chart': 'Nieuwe Google-reviews per week, laatste 13 weken',
  'google.growth.week':
    'Week van {week}: {reviews, plural, one {# review} other {# reviews}}, {sent, plural, one {# naar Google gestuurd} other {# naar Google gestuurd}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> review volgde op een bezoek} other {<b>#</b> reviews volgden op een bezoek}}: geschreven binnen twee uur nadat een klant via je QR-code naar Google ging. Het is een schatting: Google zegt niet wie een review heeft geschreven.',
  'google.growth.byMember': 'Per teamlid: {list}.',

  'google.rating.none': 'Nog geen Google-score',
  'google.rating.onGoogle': '<b>{rating}</b> op Google · {count, plural, one {# review} other {# reviews}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect': 'Koppel je Bedrijfsprofiel om de geschiedenis te zien en reviews te beantwoorden',

  'google.templates.title': 'Opgeslagen antwoorden',
  'google.templates.text':
    'Begin een antwoord met een van deze. Schrijf {token} waar de voornaam van de reviewer moet komen.',
  'google.templates.saved': 'Opgeslagen antwoorden bijgewerkt',
  'google.templates.saveFailed': 'Kan de antwoorden niet opslaan',
  'google.templates.low': 'Voor 1–3 sterren',
  'google.templates.lowPlaceholder': 'Het spijt ons, {token}. Bel ons, dan maken we het goed.',
  'google.templates.high': 'Voor 4–5 sterren',
  'google.templates.highPlaceholder': 'Bedankt, {token}! Tot snel.',
  'google.templates.save': 'Antwoorden opslaan',

  'google.review.stars': '{value} van 5 sterren',
  'google.review.updated': 'Antwoord bijgewerkt',
  'google.review.posted': 'Antwoord geplaatst op Google',
  'google.review.postFailed':
    'Google heeft het antwoord niet geaccepteerd. Je tekst staat er nog: probeer het opnieuw.',
  'google.review.deleted': 'Antwoord verwijderd',
  'google.review.deleteFailed': 'Kan het antwoord niet verwijderen',
  'google.review.followedVisit': 'Na een bezoek',
  'google.review.noText': 'Een beoordeling zonder tekst.',
  'google.review.yourReply': 'Jouw antwoord · {date}',
  'google.review.edit': 'Bewerken',
  'google.review.delete': 'Verwijderen',
  'google.review.reply': 'Beantwoorden',
  'google.review.replyTo': 'Antwoord aan {name}',
  'google.review.placeholder': 'Schrijf een openbaar antwoord…',
  'google.review.bytes': '{size} van {limit} bytes',
  'google.review.useTemplate': 'Opgeslagen antwoord gebruiken',
  'google.review.cancel': 'Annuleren',
  'google.review.save': 'Antwoord opslaan',
  'google.review.post': 'Antwoord plaatsen',
};

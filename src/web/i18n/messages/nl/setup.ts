import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Stel je bedrijf in',
  'setup.addLocation': 'Vestiging toevoegen',
  'setup.intro':
    'Zoek je bedrijf op Google en bevestig het. Je QR-code voor reviews staat in ongeveer 2 minuten klaar.',
  'setup.intro.adding': 'Zoek de vestiging op Google en bevestig die. {pricing}',
  'setup.registered.title': 'Bedrijf geregistreerd!',
  'setup.registered.text': 'Je QR-code kan nu worden gemaakt. Je gaat naar het dashboard...',
  'setup.register.failedTitle': 'Registratie mislukt',
  'setup.register.failed': 'Je bedrijf kon niet worden geregistreerd. Probeer het opnieuw.',
  'setup.price.sharedTrial': 'Gratis tot je proefperiode afloopt op {date}, daarna {price} per maand.',
  'setup.price.perLocation':
    'Elke vestiging kost {price} per maand; deze betaal je bij het afrekenen, direct na het bevestigen.',
  'setup.price.trial':
    '{days, plural, one {Je gratis proefperiode van # dag begint vandaag. Geen creditcard nodig.} other {Je gratis proefperiode van # dagen begint vandaag. Geen creditcard nodig.}}',

  'setup.steps.label': 'Voortgang van de installatie',
  'setup.steps.search': 'Zoeken',
  'setup.steps.confirm': 'Bevestigen',
  'setup.steps.step': 'Stap {n, number}:',
  'setup.steps.done': '(klaar)',

  'setup.confirm.title': 'Bevestig je bedrijf',
  'setup.confirm.text': 'Controleer of dit de juiste plek is voordat je die registreert.',
  'setup.confirm.change': 'Wijzigen',
  'setup.confirm.next': 'Wat gebeurt er nu?',
  'setup.confirm.link.title': 'Een directe link naar je Google-reviews',
  'setup.confirm.link.text': 'Klanten komen meteen op je reviewformulier terecht.',
  'setup.confirm.qr.title': 'QR-codes',
  'setup.confirm.qr.text': 'Laat er een zien op je telefoon of print hem voor de toonbank.',
  'setup.confirm.analytics.title': 'Scanstatistieken',
  'setup.confirm.analytics.text': 'Zie hoeveel klanten scannen en daarna een review schrijven.',
  'setup.confirm.back': 'Terug naar zoeken',
  'setup.confirm.redirecting': 'Doorsturen...',
  'setup.confirm.registering': 'Registreren...',
  'setup.confirm.register': 'Mijn bedrijf registreren',

  'setup.search.label': 'Zoek je bedrijf',
  'setup.search.placeholder': 'Bedrijfsnaam en plaats',
  'setup.search.clear': 'Zoekopdracht wissen',
  'setup.search.hint': 'Voeg de plaats toe om te verfijnen. Resultaten verschijnen terwijl je typt.',
  'setup.search.failedSummary': 'Zoeken mislukt: {message}',
  'setup.search.searching': 'Zoeken…',
  'setup.search.noneFor': 'Geen bedrijven gevonden voor ‘{query}’',
  'setup.search.foundSummary': '{count, plural, one {# bedrijf gevonden} other {# bedrijven gevonden}}',
  'setup.search.found':
    '{count, plural, one {# bedrijf gevonden.} other {# bedrijven gevonden.}} Kies het jouwe.',
  'setup.search.unavailable': 'Zoeken naar bedrijven lukt nu even niet. Probeer het zo opnieuw.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Democatalogus',
  'setup.search.demoNote': 'Voorbeeldplekken, geen echte Google-resultaten',
  'setup.search.intro.title': 'Vind je bedrijf',
  'setup.search.intro.tooShort':
    '{min, plural, one {Typ verder: een zoekopdracht heeft minstens # teken nodig.} other {Typ verder: een zoekopdracht heeft minstens # tekens nodig.}}',
  'setup.search.intro.text': 'Typ de naam zoals die in Google Maps staat, bijvoorbeeld ‘Café Crème Lyon’.',
  'setup.search.none.title': 'Geen bedrijven gevonden',
  'setup.search.none.text': 'Niets gevonden voor <term>‘{query}’</term>. Probeer dit:',
  'setup.search.tip.name': 'Gebruik de volledige bedrijfsnaam',
  'setup.search.tip.city': 'Voeg de plaats of wijk toe',
  'setup.search.tip.street': 'Vermeld het adres',
  'setup.search.tip.keywords': 'Probeer andere zoekwoorden',
  'setup.search.failed.title': 'Zoeken mislukt',
  'setup.search.retry': 'Opnieuw proberen',

  'setup.rating.none': 'Nog geen reviews',
  'setup.rating.sr': 'Beoordeeld met {rating} van 5',
  'setup.rating.srWithCount':
    'Beoordeeld met {rating} van 5, {count, plural, one {# review} other {# reviews}}',
  'setup.rating.count': '({count, plural, one {# Google-review} other {# Google-reviews}})',

  'setup.overview.scans': 'Scans',
  'setup.overview.toGoogle': 'Naar Google',
  'setup.overview.rate': 'Percentage',
  'setup.overview.newFeedback': 'Nieuwe feedback',
  'setup.overview.open': 'Openen',
  'setup.overview.openName': '{name} openen',
  'setup.overview.onShow': 'Getoond',
  'setup.overview.thisWeek': 'Deze week',
  'setup.overview.lastWeek': 'Vorige week',
  'setup.overview.all': '{count, plural, one {# vestiging} other {Alle # vestigingen}}',

  'setup.switcher.label': 'Vestiging: {name}. Van vestiging wisselen',
  'setup.switcher.yours': 'Je vestigingen',
  'setup.switcher.verified': 'Geverifieerd',
  'setup.switcher.all': 'Alle vestigingen',

  'setup.reviewFilter.saved': 'Reviewfilter bijgewerkt',
  'setup.reviewFilter.savedOn': 'Bij 1 tot 3 sterren verschijnt nu eerst je formulier voor privéfeedback.',
  'setup.reviewFilter.savedOff': 'Elke klant gaat nu direct naar Google.',
  'setup.reviewFilter.failed': 'Het reviewfilter kon niet worden bijgewerkt',
  'setup.reviewFilter.title': 'Reviewfilter',
  'setup.reviewFilter.text': 'Hoor ontevreden klanten privé voordat ze iets plaatsen.',
  'setup.reviewFilter.label': 'Beoordelingen van 1–3 sterren eerst naar privéfeedback sturen',
  'setup.reviewFilter.noteOn':
    'Google verbiedt het ontmoedigen van negatieve reviews. Klanten die 1–3 sterren geven, zien daarom eerst je formulier voor privéfeedback, en dat biedt altijd een link om op Google te plaatsen.',
  'setup.reviewFilter.noteOff':
    'Uit: elke klant gaat, ongeacht de beoordeling, direct naar je Google-reviewpagina.',

  'setup.language.saved': 'Taal van de klantpagina bijgewerkt',
  'setup.language.savedAuto': 'Elke klant ziet je beoordelingspagina nu in de taal van zijn telefoon.',
  'setup.language.savedFixed': 'Elke klant ziet je beoordelingspagina nu in deze taal: {language}.',
  'setup.language.failed': 'De taal van de klantpagina kon niet worden bijgewerkt',
  'setup.language.title': 'Taal van de klantpagina',
  'setup.language.text': 'De taal van de beoordelings- en feedbackpagina’s die je QR-code opent.',
  'setup.language.label': 'Taal',
  'setup.language.auto': 'Automatisch (aanbevolen)',
  'setup.language.noteAuto':
    '{count, plural, one {Automatisch: elke klant leest de pagina in de taal van zijn telefoon (# taal), anders in het Engels.} other {Automatisch: elke klant leest de pagina in de taal van zijn telefoon (# talen), anders in het Engels.}}',
  'setup.language.noteFixed':
    'Altijd {language}, hoe de telefoon van de klant ook is ingesteld. Een link die eindigt op ?lang=xx kiest nog steeds zijn eigen taal.',

  'setup.timeZone.saved': 'Tijdzone bijgewerkt',
  'setup.timeZone.savedText': 'Elke dag en week loopt nu volgens de tijd van {zone}, ook je geschiedenis.',
  'setup.timeZone.failed': 'De tijdzone kon niet worden bijgewerkt',
  'setup.timeZone.title': 'Tijdzone',
  'setup.timeZone.text':
    'Wanneer de dagen van je bedrijf beginnen en eindigen, voor elke grafiek en elk overzicht.',
  'setup.timeZone.note':
    'Een scan om 23:30 uur telt hier voor die dag. Bij een wijziging wordt je geschiedenis opnieuw geteld in de nieuwe zone.',
};

import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Log opnieuw in.',
  'errors.FORBIDDEN': 'Je bent geen lid van dit bedrijf.',
  'errors.BAD_ORIGIN': 'Dit verzoek kwam van een andere site en is geweigerd.',
  'errors.RATE_LIMITED': 'Te veel verzoeken. Wacht even en probeer het opnieuw.',
  'errors.NOT_FOUND': 'Niet gevonden.',
  'errors.OWNER_ONLY': 'Alleen de eigenaar van het bedrijf kan dit doen.',
  'errors.NOT_YOUR_LOCATION': 'Kies alleen uit je eigen vestigingen.',
  'errors.BUSINESS_NOT_FOUND': 'Bedrijf niet gevonden.',
  'errors.NO_BUSINESS': 'Je hebt nog geen bedrijf geregistreerd.',
  'errors.BUSINESS_MISMATCH': 'Het bedrijf in het verzoek komt niet overeen met dat in het adres.',
  'errors.UNKNOWN_TIME_ZONE': 'Onbekende tijdzone. Gebruik een naam zoals Europe/Amsterdam.',
  'errors.PLACE_NOT_CONFIRMED': 'Kies een bedrijf uit de zoekresultaten.',
  'errors.PLACES_UNAVAILABLE': 'Zoeken naar bedrijven lukt op dit moment niet. Probeer het zo opnieuw.',
  'errors.ALREADY_OWNER': 'Je hebt al een bedrijf geregistreerd.',
  'errors.LOCATION_LIMIT':
    'Je account heeft het maximale aantal vestigingen bereikt. Neem contact met ons op voor een grotere keten.',
  'errors.ALREADY_MEMBER':
    'Je zit in een ander team. Verlaat dat team voordat je je eigen bedrijf registreert.',
  'errors.PLACE_TAKEN':
    'Dit bedrijf is al geregistreerd. Vraag de eigenaar om een teamcode om lid te worden.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Dit bedrijf is op Google al geverifieerd door de eigenaar. Vraag de eigenaar om de teamcode om lid te worden van het team.',
  'errors.WRONG_CODE':
    'Die code hoort bij geen enkel team. Controleer hem bij de eigenaar en probeer het opnieuw.',
  'errors.TOO_MANY_WRONG_CODES': 'Te veel onjuiste codes. Wacht 15 minuten en probeer het opnieuw.',
  'errors.JOIN_UNAVAILABLE': 'Lid worden van een team kan even niet. Probeer het over een minuut opnieuw.',
  'errors.PLAN_LAPSED':
    'Het abonnement van dit team is afgelopen, dus het kan nu geen nieuwe leden aannemen. Vraag de eigenaar om het te verlengen.',
  'errors.TEAM_FULL': 'Dit team is vol. Vraag de eigenaar om een plek toe te voegen.',
  'errors.ALREADY_ON_A_TEAM': 'Je zit al in een team. Verlaat het voordat je lid wordt van een ander team.',
  'errors.ALREADY_ON_THIS_TEAM': 'Je bent al lid van dit team.',
  'errors.OWNER_CANNOT_JOIN':
    'Je bent eigenaar van een bedrijf, dus je kunt geen lid worden van een ander team. Gebruik een ander account om lid te worden.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'De eigenaar kan niet uit het team worden verwijderd.',
  'errors.NOT_A_MEMBER': 'Die persoon zit niet in dit team.',
  'errors.USER_NOT_FOUND': 'Je account is niet gevonden.',
  'errors.CONFIRM_MISMATCH': 'Typ je e-mailadres precies zoals het is om je account te verwijderen.',
  'errors.RETRY': 'Er is intussen iets veranderd. Probeer het opnieuw.',
  'errors.INVALID_IMAGE': 'Alleen JPEG-, PNG- of WEBP-afbeeldingen kleiner dan 2 MB zijn toegestaan.',
  'errors.FEEDBACK_NOT_FOUND': 'Die feedback is niet gevonden.',
  'errors.GOOGLE_NOT_ENABLED': 'Het Google-bedrijfsprofiel is op deze server niet ingeschakeld.',
  'errors.GOOGLE_NOT_CONNECTED': 'Koppel eerst een bijbehorend Google-bedrijfsprofiel.',
  'errors.GOOGLE_RECONNECT': 'Google accepteert deze koppeling niet meer: koppel opnieuw.',
  'errors.GOOGLE_NOT_FOUND': 'Die review of vestiging bestaat niet meer bij Google.',
  'errors.GOOGLE_BUSY': 'Google is overbelast. Probeer het over een minuut opnieuw.',
  'errors.GOOGLE_FAILED': 'Google heeft het verzoek geweigerd. Probeer het later opnieuw.',
  'errors.REVIEW_NOT_FOUND': 'Die review is niet gevonden.',
  'errors.ALREADY_YOURS': 'Deze vermelding is al van jou.',
  'errors.NOT_YOUR_PLACE':
    'Je gekoppelde Google-bedrijfsprofiel beheert deze vermelding niet als geverifieerde eigenaar.',
  'errors.MAIL_NOT_FOUND': 'Die e-mail is niet gevonden.',
  'errors.ALREADY_SUBSCRIBED':
    'Deze vestiging heeft al een abonnement. Wijzig het aantal plekken of zeg het op via Facturering.',
  'errors.NOT_SUBSCRIBED': 'Deze vestiging heeft nog geen abonnement. Start er een via Facturering.',
  'errors.SEATS_BELOW_TEAM': 'Je team heeft meer plekken nodig dan dat. Verwijder eerst een lid.',
  'errors.CHECKOUT_COMPLETED':
    'Deze vestiging is zojuist betaald. Zo meteen staat het abonnement erbij; vernieuw Facturering.',
  'errors.NOT_CANCELLING': 'Dit abonnement staat niet op stoppen, dus er valt niets te hervatten.',
  'errors.NO_PORTAL': 'Er is geen factureringsportaal voor dit abonnement.',
  'errors.STRIPE_REFUSED': 'De betaalprovider heeft de wijziging geweigerd. Probeer het later opnieuw.',
  'errors.STRIPE_UNAVAILABLE': 'De betaalprovider was niet bereikbaar. Probeer het zo opnieuw.',
  'errors.BILLING_UNCONFIGURED': 'Facturering is niet ingesteld op deze server.',
  'errors.BAD_CHECKOUT': 'Deze betaallink is niet geldig. Start het abonnement opnieuw via Facturering.',
  'errors.CHECKOUT_EXPIRED': 'Deze betaallink is verlopen. Start het abonnement opnieuw via Facturering.',
  'errors.BAD_WEBHOOK_URL': 'Voer het volledige adres van je ontvanger in, beginnend met https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED': 'Dat adres is niet openbaar; webhooks gaan alleen naar openbare servers.',
  'errors.WEBHOOK_LIMIT':
    'Je hebt het maximale aantal webhooks bereikt. Verwijder eerst een webhook die je niet meer gebruikt.',
  'errors.WEBHOOK_NOT_FOUND': 'Deze webhook bestaat niet.',
  'errors.WEBHOOK_OFF': 'Deze webhook is na fouten uitgezet. Zet hem eerst weer aan.',
  'errors.TOKEN_LIMIT':
    'Je hebt het maximale aantal tokens bereikt. Trek eerst een token in dat je niet meer gebruikt.',
  'errors.TOKEN_NOT_FOUND': 'Dit token bestaat niet.',
};

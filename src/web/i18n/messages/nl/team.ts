import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { team as en } from '#web/i18n/messages/en/team.ts';

export const team: AreaOf<typeof en> = {
  'team.error': 'Fout',

  'team.capacity.full': 'Team vol',
  'team.capacity.count': '{count} <muted>van max. {max, plural, one {# lid} other {# leden}}</muted>',
  'team.capacity.label': 'Teamcapaciteit',
  'team.capacity.valueText': '{count} van {max, plural, one {# lid} other {# leden}}',
  'team.capacity.used': '{percent, number, ::percent} van de capaciteit gebruikt',
  'team.capacity.left': '{left, plural, one {# plek over} other {# plekken over}}',

  'team.manager.loading': 'Je team wordt geladen…',
  'team.manager.loadError.title': 'Teamgegevens laden mislukt',
  'team.manager.loadError.text':
    'Je team kon nu niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  'team.manager.retry': 'Opnieuw proberen',
  'team.manager.size.title': 'Teamgrootte',
  'team.manager.size.description': 'Iedereen in het team telt mee, jij ook.',
  'team.manager.size.full': 'Geen plekken meer over. Verwijder een lid om ruimte te maken.',
  'team.manager.size.lapsed': 'Plekken zijn weer te gebruiken zodra je een abonnement neemt.',

  'team.code.title': 'Teamcode',
  'team.code.description':
    'Je medewerkers loggen in, kiezen ‘Word lid van een team’ en voeren deze code in om bij je team te komen.',
  'team.code.generated.new': 'Nieuwe code gemaakt',
  'team.code.generated.newText': 'De vorige code werkt niet meer. Deel deze met je team.',
  'team.code.generated.first': 'Code gemaakt',
  'team.code.generated.firstText': 'Deel hem met je team zodat ze lid kunnen worden.',
  'team.code.generateFailed': 'Code maken mislukt',
  'team.code.copied.title': 'Code gekopieerd!',
  'team.code.copied.text': 'Stuur hem naar de persoon die je wilt uitnodigen.',
  'team.code.copyFailed.title': 'Kopiëren mislukt',
  'team.code.copyFailed.text': 'Kopieer de code handmatig',
  'team.code.copied': 'Gekopieerd',
  'team.code.copy': 'Code kopiëren',
  'team.code.lapsed':
    'Je abonnement is afgelopen, dus met deze code kan niemand lid worden. Hij werkt weer zodra je een abonnement neemt.',
  'team.code.full': 'Je team is vol, dus met deze code kan niemand lid worden totdat je een lid verwijdert.',
  'team.code.wrongPerson': 'Met de verkeerde persoon gedeeld?',
  'team.code.regenerate': 'Nieuwe code maken',
  'team.code.none.title': 'Nog geen code',
  'team.code.none.text':
    'Maak een code om je medewerkers uit te nodigen. Hij verloopt nooit; je kunt hem altijd vervangen.',
  'team.code.generating': 'Bezig met maken...',
  'team.code.generate': 'Code maken',
  'team.code.regenerateDialog.title': 'Een nieuwe code maken?',
  'team.code.regenerateDialog.text':
    'De huidige code <mono>{code}</mono> werkt meteen niet meer. Wie nog geen lid is, heeft de nieuwe code nodig. Wie al in je team zit, blijft erin.',

  'team.members.title': 'Teamleden',
  'team.members.description':
    'Leden kunnen je QR-codes laten zien en het dashboard en de statistieken bekijken.',
  'team.members.removed.title': 'Teamlid verwijderd',
  'team.members.removed.text': '{name} zit niet meer in je team.',
  'team.members.removeFailed': 'Teamlid verwijderen mislukt',
  'team.members.removeNamed': '{name} verwijderen',
  'team.members.remove': 'Verwijderen',
  'team.members.onlyOwner.lapsed':
    'Nog niemand anders. Zodra je een abonnement neemt, deel je je teamcode en verschijnen nieuwe leden hier.',
  'team.members.onlyOwner':
    'Nog niemand anders. Deel je teamcode; nieuwe leden verschijnen hier zodra ze lid worden.',
  'team.members.removeDialog.title': 'Teamlid verwijderen',
  'team.members.removeDialog.text': '{name} uit je team verwijderen? Dit past ook je facturering aan.',
  'team.members.removing': 'Bezig met verwijderen...',

  'team.role.owner': 'Eigenaar',
  'team.role.member': 'Lid',

  'team.member.canDo.qr': 'De review-QR-codes aan klanten laten zien',
  'team.member.canDo.analytics': 'Het dashboard, de statistieken en de feedback bekijken',
  'team.member.canDo.owner': 'Teambeheer en facturering blijven bij de eigenaar',
  'team.member.left.title': 'Team verlaten',
  'team.member.left.text': 'Je zit niet meer in het team van {name}.',
  'team.member.leaveFailed': 'Team verlaten mislukt',
  'team.member.membership': 'Je lidmaatschap',
  'team.member.leave': 'Team verlaten',
  'team.member.leave.text':
    'Je verliest de toegang tot het dashboard van dit bedrijf. Om terug te komen heb je een nieuwe uitnodigingscode van de eigenaar nodig.',
  'team.member.leaving': 'Je gaat naar de installatie…',
  'team.member.leaveDialog.text':
    'Weet je zeker dat je het team van {name} wilt verlaten? Je hebt een nieuwe uitnodigingscode nodig om weer lid te worden.',
  'team.member.leaveDialog.pending': 'Bezig met verlaten...',
  'team.member.loadError': 'Je teamlidmaatschap kon niet worden geladen. Vernieuw de pagina.',

  'team.join.title': 'Word lid van een team',
  'team.join.pageTitle': 'Word lid van een team · {product}',
  'team.join.intro':
    'Voer de teamcode van 6 tekens in die je van de eigenaar hebt gekregen om lid te worden van het team.',
  'team.join.card.text':
    'Heb je een teamcode van een eigenaar? Voer hem in om lid te worden van het team en de review-QR-codes te laten zien.',
  'team.join.card.action': 'Code invoeren',
  'team.join.codeRequired.title': 'Code vereist',
  'team.join.codeRequired.text': 'Voer een teamcode van 6 tekens in',
  'team.join.joined': 'Je bent lid van het team van {name}!',
  'team.join.failed': 'Lid worden van het team mislukt',
  'team.join.label': 'Teamcode',
  'team.join.length': '{length} van {max, plural, one {# teken} other {# tekens}}',
  'team.join.joining': 'Bezig met lid worden...',
  'team.join.submit': 'Word teamlid',
  'team.join.help.title': 'Waar vind ik een code?',
  'team.join.help.owner':
    'Vraag de eigenaar van het bedrijf om een code te maken in het onderdeel Team van het dashboard.',
  'team.join.help.format':
    'Codes hebben 6 tekens en zijn hoofdlettergevoelig. Letters worden tijdens het typen automatisch hoofdletters.',
  'team.join.help.home': 'Liever je eigen bedrijf aanmaken? <link>Terug naar de startpagina</link>',

  'team.billing.loadError': 'Je abonnement kon niet worden geladen',
  'team.billing.loading': 'Je abonnement wordt geladen…',
  'team.plan.title': 'Je abonnement',
  'team.plan.monthly': '{price} per maand voor deze vestiging.',
  'team.plan.cancelledOn': 'Opgezegd: het stopt op {date}.',
  'team.plan.cancelAnytime': 'Altijd opzegbaar.',
  'team.plan.trial': 'Proefperiode',
  'team.plan.until': '{plan} tot {date}',
  'team.plan.cancelled.detail': 'Opgezegd: je abonnement stopt dan, tenzij je het hervat.',
  'team.plan.renews': 'Wordt verlengd op {date}.',
  'team.plan.trialLeft': 'Proefperiode · {days, plural, one {nog # dag} other {nog # dagen}}',
  'team.plan.trialSubscribed':
    'Geabonneerd: de eerste afschrijving is op {date}, als de proefperiode afloopt.',
  'team.plan.trialEnds':
    'Je proefperiode loopt af op {date}. Je hebt pas een kaart nodig als je een abonnement neemt.',
  'team.plan.pastDue.title': 'Betaling mislukt',
  'team.plan.pastDue.detail': 'Werk je kaart bij via Facturering beheren om je abonnement te houden.',
  'team.plan.subscriptionEnded': 'Abonnement afgelopen',
  'team.plan.trialEnded': 'Proefperiode afgelopen',
  'team.plan.trialEnded.detail':
    'Proefperiode afgelopen op {date}. Je QR-codes en reviewpagina’s blijven werken voor klanten.',
  'team.plan.ended.detail':
    'Je abonnement is afgelopen. Je QR-codes en reviewpagina’s blijven werken voor klanten.',
  'team.plan.start': 'Abonnement nemen',
  'team.plan.opening': 'Afrekenpagina openen…',
  'team.plan.cancel': 'Abonnement opzeggen',
  'team.plan.resume': 'Abonnement hervatten',
  'team.plan.resuming': 'Bezig met hervatten…',
  'team.plan.manage': 'Facturering beheren',
  'team.plan.error.title': 'Abonnementsfout',
  'team.plan.startFailed': 'Abonnement starten mislukt. Probeer het opnieuw.',
  'team.plan.resumeFailed': 'Abonnement hervatten mislukt. Probeer het opnieuw.',
  'team.plan.cancelled.title': 'Abonnement opgezegd',
  'team.plan.cancelled.text': 'Je houdt {plan} tot {date}.',
  'team.plan.cancelError.title': 'Fout bij opzeggen',
  'team.plan.cancelFailed': 'Abonnement opzeggen mislukt. Probeer het opnieuw.',
  'team.plan.resumed.title': 'Abonnement hervat',
  'team.plan.resumed.text': 'Je abonnement wordt verlengd zoals voorheen.',
  'team.plan.portalError.title': 'Factureringsfout',
  'team.plan.portalFailed': 'Facturering openen mislukt. Probeer het opnieuw.',
  'team.plan.cancelDialog.title': 'Je abonnement opzeggen?',
  'team.plan.cancelDialog.text':
    'Je houdt {plan} tot {date} en kunt het tot dan hervatten. Je QR-codes blijven daarna gewoon werken.',
  'team.plan.cancelDialog.textNoDate':
    'Je abonnement stopt aan het einde van de periode. Je QR-codes blijven daarna gewoon werken.',
  'team.plan.cancelDialog.keep': 'Abonnement houden',
  'team.plan.cancelDialog.pending': 'Bezig met opzeggen…',

  'team.seats.title': 'Teamplekken',
  'team.seats.description':
    '{users, plural, one {# gebruiker inbegrepen} other {# gebruikers inbegrepen}} (jij telt als één), daarna {price} per maand per extra plek.',
  'team.seats.full': 'Voeg hieronder een plek toe om meer mensen uit te nodigen.',
  'team.seats.extra': 'Extra plekken',
  'team.seats.fewer': 'Eén plek minder',
  'team.seats.more': 'Eén plek meer',
  'team.seats.newTotal.prorated': 'Nieuw maandtotaal: <strong>{total}</strong>, naar rato vanaf vandaag.',
  'team.seats.newTotal.onSubscribe':
    'Nieuw maandtotaal: <strong>{total}</strong>, in rekening gebracht zodra je een abonnement neemt.',
  'team.seats.undo': 'Ongedaan maken',
  'team.seats.saving': 'Bezig met opslaan…',
  'team.seats.confirm': 'Plekken bevestigen',
  'team.seats.minimum':
    'Je team van {count, plural, one {# persoon} other {# personen}} heeft minstens {min, plural, one {# extra plek} other {# extra plekken}} nodig.',
  'team.seats.updated.title': 'Plekken bijgewerkt',
  'team.seats.updated.text': 'Je team kan nu {count, plural, one {# lid} other {# leden}} hebben.',
  'team.seats.error.title': 'Fout bij plekken',
  'team.seats.failed': 'Plekken bijwerken mislukt. Probeer het opnieuw.',
  'team.pricing.title': 'Prijzen',
  'team.pricing.description': 'Eenvoudig, per vestiging. Altijd opzegbaar.',
  'team.pricing.perMonth': '/maand per vestiging',
  'team.pricing.users':
    '{users, plural, one {# gebruiker inbegrepen} other {# gebruikers inbegrepen}} (jij telt als één)',
  'team.pricing.extra': '+{price}/maand per extra gebruiker',
  'team.pricing.trial':
    '{days, plural, one {# dag gratis proberen, geen creditcard nodig} other {# dagen gratis proberen, geen creditcard nodig}}',

  'team.subscribe.label': 'Abonnement',
  'team.subscribe.trialEnded':
    'Je gratis proefperiode is afgelopen. Neem een abonnement om reviews te blijven verzamelen.',
  'team.subscribe.planEnded':
    'Je abonnement is afgelopen. Neem een abonnement om reviews te blijven verzamelen.',
  'team.subscribe.text':
    'Je QR-codes en reviewpagina’s blijven werken voor klanten. Voor het toevoegen van teamleden is een actief abonnement nodig.',
  'team.subscribe.action': 'Abonnement nemen',
  'team.checkoutReturn.success.title': 'Abonnement gestart',
  'team.checkoutReturn.success.text': 'Bedankt! Je abonnement is actief.',
  'team.checkoutReturn.cancelled.title': 'Afrekenen geannuleerd',
  'team.checkoutReturn.cancelled.text':
    'Er is niets afgeschreven. Je kunt altijd later een abonnement nemen.',

  'team.checkout.pageTitle': 'Demo-afrekenpagina · {product}',
  'team.checkout.badge': 'Demo-afrekenpagina — er wordt geen kaart belast',
  'team.checkout.title': 'Abonneer je op {plan}',
  'team.checkout.description':
    'Deze server draait zonder Stripe, dus deze pagina vervangt de echte afrekenpagina.',
  'team.checkout.loading': 'Afrekenpagina laden…',
  'team.checkout.loadError': 'Deze afrekenpagina kon niet worden geladen. Begin opnieuw vanuit Facturering.',
  'team.checkout.location': 'Vestiging',
  'team.checkout.plan':
    'Abonnement {plan}, {users, plural, one {# gebruiker inbegrepen} other {# gebruikers inbegrepen}}',
  'team.checkout.perMonth': '{price}/maand',
  'team.checkout.extraSeats': 'Extra plekken × {count, number}',
  'team.checkout.total': 'Maandtotaal',
  'team.checkout.firstCharge': 'Eerste afschrijving',
  'team.checkout.payFailed': 'Betaling mislukt. Probeer het opnieuw.',
  'team.checkout.paying': 'Bezig met betalen…',
  'team.checkout.payAmount': '{amount} betalen',
  'team.checkout.pay': 'Betalen',
  'team.checkout.cancel': 'Annuleren',
};

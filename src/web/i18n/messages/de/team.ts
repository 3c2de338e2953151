import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { team as en } from '#web/i18n/messages/en/team.ts';

export const team: AreaOf<typeof en> = {
  'team.error': 'Fehler',

  'team.capacity.full': 'Team voll',
  'team.capacity.count':
    '{count} <muted>von max. {max, plural, one {# Mitglied} other {# Mitgliedern}}</muted>',
  'team.capacity.label': 'Teamauslastung',
  'team.capacity.valueText': '{count} von {max, plural, one {# Mitglied} other {# Mitgliedern}}',
  'team.capacity.used': '{percent, number, ::percent} der Plätze belegt',
  'team.capacity.left': '{left, plural, one {# Platz frei} other {# Plätze frei}}',

  'team.manager.loading': 'Ihr Team wird geladen…',
  'team.manager.loadError.title': 'Teamdaten konnten nicht geladen werden',
  'team.manager.loadError.text':
    'Ihr Team konnte gerade nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'team.manager.retry': 'Erneut versuchen',
  'team.manager.size.title': 'Teamgröße',
  'team.manager.size.description': 'Alle im Team zählen mit, Sie eingeschlossen.',
  'team.manager.size.full': 'Keine Plätze mehr frei. Entfernen Sie ein Mitglied, um Platz zu schaffen.',
  'team.manager.size.lapsed': 'Die Plätze sind wieder nutzbar, sobald Sie ein Abo abschließen.',

  'team.code.title': 'Team-Code',
  'team.code.description':
    'Ihre Mitarbeitenden melden sich an, wählen „Einem Team beitreten“ und geben diesen Code ein, um Ihrem Team beizutreten.',
  'team.code.generated.new': 'Neuer Code erstellt',
  'team.code.generated.newText':
    'Der bisherige Code funktioniert nicht mehr. Teilen Sie diesen mit Ihrem Team.',
  'team.code.generated.first': 'Code erstellt',
  'team.code.generated.firstText': 'Teilen Sie ihn mit Ihrem Team, damit alle beitreten können.',
  'team.code.generateFailed': 'Der Code konnte nicht erstellt werden',
  'team.code.copied.title': 'Code kopiert!',
  'team.code.copied.text': 'Senden Sie ihn an die Person, die Sie einladen möchten.',
  'team.code.copyFailed.title': 'Kopieren fehlgeschlagen',
  'team.code.copyFailed.text': 'Bitte kopieren Sie den Code von Hand',
  'team.code.copied': 'Kopiert',
  'team.code.copy': 'Code kopieren',
  'team.code.lapsed':
    'Ihr Abo ist beendet, daher kann mit diesem Code niemand beitreten. Er funktioniert wieder, sobald Sie ein Abo abschließen.',
  'team.code.full':
    'Ihr Team ist voll, daher kann mit diesem Code niemand beitreten, bis Sie ein Mitglied entfernen.',
  'team.code.wrongPerson': 'An die falsche Person weitergegeben?',
  'team.code.regenerate': 'Neuen Code erstellen',
  'team.code.none.title': 'Noch kein Code',
  'team.code.none.text':
    'Erstellen Sie einen Code, um Ihre Mitarbeitenden einzuladen. Er läuft nie ab; Sie können ihn jederzeit ersetzen.',
  'team.code.generating': 'Wird erstellt...',
  'team.code.generate': 'Code erstellen',
  'team.code.regenerateDialog.title': 'Neuen Code erstellen?',
  'team.code.regenerateDialog.text':
    'Der aktuelle Code <mono>{code}</mono> funktioniert ab sofort nicht mehr. Wer noch nicht beigetreten ist, braucht den neuen Code. Wer schon im Team ist, bleibt im Team.',

  'team.members.title': 'Teammitglieder',
  'team.members.description':
    'Mitglieder können Ihre QR-Codes zeigen und das Dashboard und die Statistiken sehen.',
  'team.members.removed.title': 'Teammitglied entfernt',
  'team.members.removed.text': '{name} ist nicht mehr in Ihrem Team.',
  'team.members.removeFailed': 'Das Teammitglied konnte nicht entfernt werden',
  'team.members.removeNamed': '{name} entfernen',
  'team.members.remove': 'Entfernen',
  'team.members.onlyOwner.lapsed':
    'Noch niemand sonst. Sobald Sie ein Abo abschließen, teilen Sie Ihren Team-Code, und neue Mitglieder erscheinen hier.',
  'team.members.onlyOwner':
    'Noch niemand sonst. Teilen Sie Ihren Team-Code; neue Mitglieder erscheinen hier, sobald sie beitreten.',
  'team.members.removeDialog.title': 'Teammitglied entfernen',
  'team.members.removeDialog.text':
    '{name} aus Ihrem Team entfernen? Dadurch ändert sich auch Ihre Abrechnung.',
  'team.members.removing': 'Wird entfernt...',

  'team.role.owner': 'Inhaber',
  'team.role.member': 'Mitglied',

  'team.member.canDo.qr': 'Kunden die Bewertungs-QR-Codes zeigen',
  'team.member.canDo.analytics': 'Dashboard, Statistiken und Feedback sehen',
  'team.member.canDo.owner': 'Teamverwaltung und Abrechnung bleiben beim Inhaber',
  'team.member.left.title': 'Team verlassen',
  'team.member.left.text': 'Sie sind nicht mehr im Team von {name}.',
  'team.member.leaveFailed': 'Das Team konnte nicht verlassen werden',
  'team.member.membership': 'Ihre Mitgliedschaft',
  'team.member.leave': 'Team verlassen',
  'team.member.leave.text':
    'Sie verlieren den Zugriff auf das Dashboard dieses Unternehmens. Um zurückzukommen, brauchen Sie einen neuen Einladungscode vom Inhaber.',
  'team.member.leaving': 'Weiter zur Einrichtung…',
  'team.member.leaveDialog.text':
    'Möchten Sie das Team von {name} wirklich verlassen? Für einen erneuten Beitritt brauchen Sie einen neuen Einladungscode.',
  'team.member.leaveDialog.pending': 'Wird verlassen...',
  'team.member.loadError':
    'Ihre Teammitgliedschaft konnte nicht geladen werden. Bitte laden Sie die Seite neu.',

  'team.join.title': 'Einem Team beitreten',
  'team.join.pageTitle': 'Einem Team beitreten · {product}',
  'team.join.intro':
    'Geben Sie den 6-stelligen Team-Code ein, den Sie vom Inhaber bekommen haben, um seinem Team beizutreten.',
  'team.join.card.text':
    'Sie haben einen Team-Code von einem Inhaber? Geben Sie ihn ein, um seinem Team beizutreten und seine Bewertungs-QR-Codes zu zeigen.',
  'team.join.card.action': 'Code eingeben',
  'team.join.codeRequired.title': 'Code erforderlich',
  'team.join.codeRequired.text': 'Bitte geben Sie einen 6-stelligen Team-Code ein',
  'team.join.joined': 'Sie sind dem Team von {name} beigetreten!',
  'team.join.failed': 'Der Beitritt zum Team ist fehlgeschlagen',
  'team.join.label': 'Team-Code',
  'team.join.length': '{length} von {max, plural, one {# Zeichen} other {# Zeichen}}',
  'team.join.joining': 'Wird beigetreten...',
  'team.join.submit': 'Team beitreten',
  'team.join.help.title': 'Wo finde ich einen Code?',
  'team.join.help.owner':
    'Bitten Sie den Inhaber, im Bereich „Team“ seines Dashboards einen Code zu erstellen.',
  'team.join.help.format':
    'Codes haben 6 Zeichen, und die Groß- und Kleinschreibung zählt. Buchstaben werden beim Tippen automatisch großgeschrieben.',
  'team.join.help.home': 'Lieber ein eigenes Unternehmen anlegen? <link>Zurück zur Startseite</link>',

  'team.billing.loadError': 'Ihr Abo konnte nicht geladen werden',
  'team.billing.loading': 'Ihr Abo wird geladen…',
  'team.plan.title': 'Ihr Abo',
  'team.plan.monthly': '{price} pro Monat für diesen Standort.',
  'team.plan.cancelledOn': 'Gekündigt: Es endet am {date}.',
  'team.plan.cancelAnytime': 'Jederzeit kündbar.',
  'team.plan.trial': 'Testphase',
  'team.plan.until': '{plan} bis {date}',
  'team.plan.cancelled.detail': 'Gekündigt: Ihr Abo endet dann, wenn Sie es nicht fortsetzen.',
  'team.plan.renews': 'Verlängert sich am {date}.',
  'team.plan.trialLeft': 'Testphase · {days, plural, one {noch # Tag} other {noch # Tage}}',
  'team.plan.trialSubscribed': 'Abonniert: Die erste Abbuchung erfolgt am {date}, wenn die Testphase endet.',
  'team.plan.trialEnds':
    'Ihre Testphase endet am {date}. Eine Karte brauchen Sie erst, wenn Sie ein Abo abschließen.',
  'team.plan.pastDue.title': 'Zahlung fehlgeschlagen',
  'team.plan.pastDue.detail':
    'Aktualisieren Sie Ihre Karte unter „Abrechnung verwalten“, um Ihr Abo zu behalten.',
  'team.plan.subscriptionEnded': 'Abo beendet',
  'team.plan.trialEnded': 'Testphase beendet',
  'team.plan.trialEnded.detail':
    'Testphase am {date} beendet. Ihre QR-Codes und Bewertungsseiten funktionieren für Ihre Kunden weiter.',
  'team.plan.ended.detail':
    'Ihr Abo ist beendet. Ihre QR-Codes und Bewertungsseiten funktionieren für Ihre Kunden weiter.',
  'team.plan.start': 'Abo abschließen',
  'team.plan.opening': 'Bezahlseite wird geöffnet…',
  'team.plan.cancel': 'Abo kündigen',
  'team.plan.resume': 'Abo fortsetzen',
  'team.plan.resuming': 'Wird fortgesetzt…',
  'team.plan.manage': 'Abrechnung verwalten',
  'team.plan.error.title': 'Fehler beim Abo',
  'team.plan.startFailed': 'Das Abo konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  'team.plan.resumeFailed': 'Das Abo konnte nicht fortgesetzt werden. Bitte versuchen Sie es erneut.',
  'team.plan.cancelled.title': 'Abo gekündigt',
  'team.plan.cancelled.text': 'Sie behalten {plan} bis zum {date}.',
  'team.plan.cancelError.title': 'Fehler bei der Kündigung',
  'team.plan.cancelFailed': 'Das Abo konnte nicht gekündigt werden. Bitte versuchen Sie es erneut.',
  'team.plan.resumed.title': 'Abo fortgesetzt',
  'team.plan.resumed.text': 'Ihr Abo verlängert sich wie bisher.',
  'team.plan.portalError.title': 'Fehler bei der Abrechnung',
  'team.plan.portalFailed': 'Die Abrechnung konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'team.plan.cancelDialog.title': 'Abo kündigen?',
  'team.plan.cancelDialog.text':
    'Sie behalten {plan} bis zum {date} und können das Abo bis dahin fortsetzen. Ihre QR-Codes funktionieren auch danach weiter.',
  'team.plan.cancelDialog.textNoDate':
    'Ihr Abo endet mit Ablauf des Abrechnungszeitraums. Ihre QR-Codes funktionieren auch danach weiter.',
  'team.plan.cancelDialog.keep': 'Abo behalten',
  'team.plan.cancelDialog.pending': 'Wird gekündigt…',

  'team.seats.title': 'Teamplätze',
  'team.seats.description':
    '{users, plural, one {# Nutzer inklusive} other {# Nutzer inklusive}} (Sie zählen mit), danach {price} pro Monat für jeden weiteren Platz.',
  'team.seats.full': 'Fügen Sie unten einen Platz hinzu, um weitere Personen einzuladen.',
  'team.seats.extra': 'Zusätzliche Plätze',
  'team.seats.fewer': 'Ein Platz weniger',
  'team.seats.more': 'Ein Platz mehr',
  'team.seats.newTotal.prorated': 'Neuer Monatsbetrag: <strong>{total}</strong>, anteilig ab heute.',
  'team.seats.newTotal.onSubscribe':
    'Neuer Monatsbetrag: <strong>{total}</strong>, fällig, sobald Sie ein Abo abschließen.',
  'team.seats.undo': 'Rückgängig',
  'team.seats.saving': 'Wird gespeichert…',
  'team.seats.confirm': 'Plätze bestätigen',
  'team.seats.minimum':
    'Ihr Team mit {count, plural, one {# Person} other {# Personen}} braucht mindestens {min, plural, one {# zusätzlichen Platz} other {# zusätzliche Plätze}}.',
  'team.seats.updated.title': 'Plätze aktualisiert',
  'team.seats.updated.text':
    'Ihr Team kann jetzt {count, plural, one {# Mitglied} other {# Mitglieder}} haben.',
  'team.seats.error.title': 'Fehler bei den Plätzen',
  'team.seats.failed': 'Die Plätze konnten nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  'team.pricing.title': 'Preise',
  'team.pricing.description': 'Einfach, pro Standort. Jederzeit kündbar.',
  'team.pricing.perMonth': '/Monat pro Standort',
  'team.pricing.users': '{users, plural, one {# Nutzer} other {# Nutzer}} inklusive (Sie zählen mit)',
  'team.pricing.extra': '+{price}/Monat pro weiterem Nutzer',
  'team.pricing.trial':
    '{days, plural, one {# Tag kostenlos testen, keine Kreditkarte nötig} other {# Tage kostenlos testen, keine Kreditkarte nötig}}',

  'team.subscribe.label': 'Abo',
  'team.subscribe.trialEnded':
    'Ihre kostenlose Testphase ist beendet. Schließen Sie ein Abo ab, um weiter Bewertungen zu sammeln.',
  'team.subscribe.planEnded':
    'Ihr Abo ist beendet. Schließen Sie ein neues ab, um weiter Bewertungen zu sammeln.',
  'team.subscribe.text':
    'Ihre QR-Codes und Bewertungsseiten funktionieren für Ihre Kunden weiter. Um Teammitglieder hinzuzufügen, brauchen Sie ein aktives Abo.',
  'team.subscribe.action': 'Abo abschließen',
  'team.checkoutReturn.success.title': 'Abo gestartet',
  'team.checkoutReturn.success.text': 'Vielen Dank! Ihr Abo ist aktiv.',
  'team.checkoutReturn.cancelled.title': 'Bezahlung abgebrochen',
  'team.checkoutReturn.cancelled.text':
    'Es wurde nichts abgebucht. Sie können jederzeit ein Abo abschließen.',

  'team.checkout.pageTitle': 'Demo-Bezahlseite · {product}',
  'team.checkout.badge': 'Demo-Bezahlseite – keine Karte wird belastet',
  'team.checkout.title': '{plan} abonnieren',
  'team.checkout.description':
    'Dieser Server läuft ohne Stripe, daher steht diese Seite für die echte Bezahlseite.',
  'team.checkout.loading': 'Bezahlseite wird geladen…',
  'team.checkout.loadError':
    'Diese Bezahlseite konnte nicht geladen werden. Beginnen Sie erneut unter „Abrechnung“.',
  'team.checkout.location': 'Standort',
  'team.checkout.plan': 'Abo {plan}, {users, plural, one {# Nutzer inklusive} other {# Nutzer inklusive}}',
  'team.checkout.perMonth': '{price}/Monat',
  'team.checkout.extraSeats': 'Zusätzliche Plätze × {count, number}',
  'team.checkout.total': 'Monatlicher Gesamtbetrag',
  'team.checkout.firstCharge': 'Erste Abbuchung',
  'team.checkout.payFailed': 'Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'team.checkout.paying': 'Wird bezahlt…',
  'team.checkout.payAmount': '{amount} bezahlen',
  'team.checkout.pay': 'Bezahlen',
  'team.checkout.cancel': 'Abbrechen',
};

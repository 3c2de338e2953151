import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Unternehmen einrichten',
  'setup.addLocation': 'Standort hinzufügen',
  'setup.intro':
    'Suchen Sie Ihr Unternehmen bei Google und bestätigen Sie es. Ihr QR-Code für Rezensionen ist in etwa 2 Minuten fertig.',
  'setup.intro.adding': 'Suchen Sie den Standort bei Google und bestätigen Sie ihn. {pricing}',
  'setup.registered.title': 'Unternehmen erfolgreich registriert!',
  'setup.registered.text': 'Ihr QR-Code kann jetzt erstellt werden. Weiterleitung zum Dashboard …',
  'setup.register.failedTitle': 'Registrierung fehlgeschlagen',
  'setup.register.failed': 'Ihr Unternehmen konnte nicht registriert werden. Bitte versuchen Sie es erneut.',
  'setup.price.sharedTrial':
    'Kostenlos bis zum Ende Ihres Testzeitraums am {date}, danach {price} pro Monat.',
  'setup.price.perLocation':
    'Jeder Standort kostet {price} pro Monat; diesen bezahlen Sie gleich nach dem Bestätigen im Bezahlvorgang.',
  'setup.price.trial':
    '{days, plural, one {Ihr kostenloser Testzeitraum von # Tag beginnt heute. Keine Kreditkarte nötig.} other {Ihr kostenloser Testzeitraum von # Tagen beginnt heute. Keine Kreditkarte nötig.}}',

  'setup.steps.label': 'Fortschritt der Einrichtung',
  'setup.steps.search': 'Suchen',
  'setup.steps.confirm': 'Bestätigen',
  'setup.steps.step': 'Schritt {n, number}:',
  'setup.steps.done': '(erledigt)',

  'setup.confirm.title': 'Bestätigen Sie Ihr Unternehmen',
  'setup.confirm.text': 'Prüfen Sie, ob das der richtige Ort ist, bevor Sie ihn registrieren.',
  'setup.confirm.change': 'Ändern',
  'setup.confirm.next': 'Wie geht es weiter?',
  'setup.confirm.link.title': 'Ein direkter Link zu Ihren Google-Rezensionen',
  'setup.confirm.link.text': 'Kunden landen direkt in Ihrem Rezensionsformular.',
  'setup.confirm.qr.title': 'QR-Codes',
  'setup.confirm.qr.text': 'Zeigen Sie einen auf Ihrem Handy oder drucken Sie ihn für die Theke aus.',
  'setup.confirm.analytics.title': 'Scan-Statistiken',
  'setup.confirm.analytics.text': 'Sehen Sie, wie viele Kunden scannen und danach eine Rezension schreiben.',
  'setup.confirm.back': 'Zurück zur Suche',
  'setup.confirm.redirecting': 'Weiterleitung …',
  'setup.confirm.registering': 'Wird registriert …',
  'setup.confirm.register': 'Mein Unternehmen registrieren',

  'setup.search.label': 'Suchen Sie Ihr Unternehmen',
  'setup.search.placeholder': 'Name des Unternehmens und Ort',
  'setup.search.clear': 'Suche löschen',
  'setup.search.hint':
    'Geben Sie den Ort mit an, um die Suche einzugrenzen. Ergebnisse erscheinen beim Tippen.',
  'setup.search.failedSummary': 'Suche fehlgeschlagen: {message}',
  'setup.search.searching': 'Suche läuft …',
  'setup.search.noneFor': 'Keine Unternehmen gefunden für „{query}“',
  'setup.search.foundSummary': '{count, plural, one {# Unternehmen gefunden} other {# Unternehmen gefunden}}',
  'setup.search.found':
    '{count, plural, one {# Unternehmen gefunden.} other {# Unternehmen gefunden.}} Wählen Sie Ihres aus.',
  'setup.search.unavailable':
    'Die Unternehmenssuche ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Demo-Katalog',
  'setup.search.demoNote': 'Beispielorte, keine echten Google-Ergebnisse',
  'setup.search.intro.title': 'Finden Sie Ihr Unternehmen',
  'setup.search.intro.tooShort':
    '{min, plural, one {Tippen Sie weiter: Eine Suche braucht mindestens # Zeichen.} other {Tippen Sie weiter: Eine Suche braucht mindestens # Zeichen.}}',
  'setup.search.intro.text':
    'Geben Sie den Namen so ein, wie er in Google Maps steht, zum Beispiel „Café Crème Lyon“.',
  'setup.search.none.title': 'Keine Unternehmen gefunden',
  'setup.search.none.text': 'Nichts gefunden für <term>„{query}“</term>. Versuchen Sie Folgendes:',
  'setup.search.tip.name': 'Den vollständigen Namen des Unternehmens verwenden',
  'setup.search.tip.city': 'Ort oder Stadtteil ergänzen',
  'setup.search.tip.street': 'Straße und Hausnummer angeben',
  'setup.search.tip.keywords': 'Andere Suchbegriffe ausprobieren',
  'setup.search.failed.title': 'Suche fehlgeschlagen',
  'setup.search.retry': 'Erneut versuchen',

  'setup.rating.none': 'Noch keine Rezensionen',
  'setup.rating.sr': 'Bewertet mit {rating} von 5',
  'setup.rating.srWithCount':
    'Bewertet mit {rating} von 5, {count, plural, one {# Rezension} other {# Rezensionen}}',
  'setup.rating.count': '({count, plural, one {# Rezension} other {# Rezensionen}})',

  'setup.overview.scans': 'Scans',
  'setup.overview.toGoogle': 'Zu Google',
  'setup.overview.rate': 'Quote',
  'setup.overview.newFeedback': 'Neues Feedback',
  'setup.overview.open': 'Öffnen',
  'setup.overview.openName': '{name} öffnen',
  'setup.overview.onShow': 'Wird angezeigt',
  'setup.overview.thisWeek': 'Diese Woche',
  'setup.overview.lastWeek': 'Letzte Woche',
  'setup.overview.all': '{count, plural, one {# Standort} other {Alle # Standorte}}',

  'setup.switcher.label': 'Standort: {name}. Standort wechseln',
  'setup.switcher.yours': 'Ihre Standorte',
  'setup.switcher.verified': 'Verifiziert',
  'setup.switcher.all': 'Alle Standorte',

  'setup.reviewFilter.saved': 'Bewertungsfilter aktualisiert',
  'setup.reviewFilter.savedOn': 'Bei 1 bis 3 Sternen erscheint jetzt zuerst Ihr privates Feedback-Formular.',
  'setup.reviewFilter.savedOff': 'Alle Kunden gelangen jetzt direkt zu Google.',
  'setup.reviewFilter.failed': 'Der Bewertungsfilter konnte nicht geändert werden',
  'setup.reviewFilter.title': 'Bewertungsfilter',
  'setup.reviewFilter.text': 'Hören Sie privat von unzufriedenen Kunden, bevor sie etwas posten.',
  'setup.reviewFilter.label': 'Bewertungen mit 1–3 Sternen zuerst an privates Feedback leiten',
  'setup.reviewFilter.noteOn':
    'Google verbietet, von negativen Rezensionen abzuhalten. Kunden, die 1–3 Sterne vergeben, sehen daher zuerst Ihr privates Feedback-Formular, und es bietet ihnen immer einen Link, um bei Google zu posten.',
  'setup.reviewFilter.noteOff':
    'Aus: Alle Kunden gelangen unabhängig von ihrer Bewertung direkt zu Ihrer Google-Rezensionsseite.',

  'setup.language.saved': 'Sprache der Kundenseite aktualisiert',
  'setup.language.savedAuto': 'Jeder Kunde sieht Ihre Bewertungsseite jetzt in der Sprache seines Handys.',
  'setup.language.savedFixed': 'Alle Kunden sehen Ihre Bewertungsseite jetzt in dieser Sprache: {language}.',
  'setup.language.failed': 'Die Sprache der Kundenseite konnte nicht geändert werden',
  'setup.language.title': 'Sprache der Kundenseite',
  'setup.language.text': 'Die Sprache der Bewertungs- und Feedbackseiten, die Ihr QR-Code öffnet.',
  'setup.language.label': 'Sprache',
  'setup.language.auto': 'Automatisch (empfohlen)',
  'setup.language.noteAuto':
    '{count, plural, one {Automatisch: Jeder Kunde liest die Seite in der Sprache seines Handys (# Sprache) oder sonst auf Englisch.} other {Automatisch: Jeder Kunde liest die Seite in der Sprache seines Handys (# Sprachen) oder sonst auf Englisch.}}',
  'setup.language.noteFixed':
    'Immer {language}, egal, wie das Handy des Kunden eingestellt ist. Ein Link, der auf ?lang=xx endet, wählt weiterhin seine eigene Sprache.',

  'setup.timeZone.saved': 'Zeitzone aktualisiert',
  'setup.timeZone.savedText':
    'Alle Tage und Wochen richten sich jetzt nach der Zeitzone {zone}, auch Ihr bisheriger Verlauf.',
  'setup.timeZone.failed': 'Die Zeitzone konnte nicht geändert werden',
  'setup.timeZone.title': 'Zeitzone',
  'setup.timeZone.text':
    'Wann die Tage Ihres Unternehmens beginnen und enden, für jedes Diagramm und jede Übersicht.',
  'setup.timeZone.note':
    'Ein Scan um 23:30 Uhr zählt hier für diesen Tag. Bei einer Änderung wird Ihr Verlauf in der neuen Zeitzone neu berechnet.',
};

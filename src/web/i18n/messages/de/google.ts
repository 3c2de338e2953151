import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Google-Rezensionen',
  'google.section.subtitle': 'Ihr Unternehmensprofil: Rezensionen, Antworten und Wachstum',
  'google.section.claimed.title':
    'Unverifiziert: Dieser Eintrag wurde von seinem Inhaber bei Google übernommen',
  'google.section.claimed.text':
    'Am {date} hat jemand, der dieses Unternehmen bei Google verwaltet, es mit einem verifizierten Unternehmensprofil registriert. Ihre Daten bleiben Ihnen erhalten (exportieren Sie sie unter „Ihre Daten“). Ihre QR-Codes und Links funktionieren 30 Tage nach diesem Datum nicht mehr. Wenn das Unternehmen Ihnen gehört, verbinden Sie unten sein Unternehmensprofil.',
  'google.section.loading': 'Ihre Google-Verbindung wird geladen…',
  'google.section.failed': 'Ihre Google-Verbindung konnte nicht geladen werden',
  'google.section.unavailable':
    'Das Google-Unternehmensprofil ist auf diesem Server nicht aktiviert. Der Betreiber braucht dafür die Freigabe von Google für die Business Profile APIs und setzt dann {setting}.',
  'google.filter.legend': 'Rezensionen filtern',
  'google.filter.allStars': 'Alle Sterne',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Unbeantwortet ({count})',
  'google.reviews.loading': 'Rezensionen werden geladen…',
  'google.reviews.failed': 'Ihre Rezensionen konnten nicht geladen werden',
  'google.reviews.empty.title': 'Keine passenden Rezensionen',
  'google.reviews.empty.text':
    'Versuchen Sie einen anderen Filter. Neue Rezensionen erscheinen hier innerhalb einer Stunde oder sofort mit „Jetzt synchronisieren“.',
  'google.reviews.listLabel': 'Google-Rezensionen',
  'google.reviews.more': 'Weitere Rezensionen anzeigen',

  'google.connection.connected': 'Unternehmensprofil verbunden',
  'google.connection.notConnected': 'Nicht verbunden',
  'google.connection.notGranted':
    'Der Zugriff auf Google wurde nicht gewährt. Bitte versuchen Sie es erneut.',
  'google.connection.opening': 'Google wird geöffnet…',
  'google.connection.openFailed': 'Die Verbindung konnte nicht gestartet werden',
  'google.connection.connectAgain': 'Erneut verbinden',
  'google.connection.connect': 'Google-Unternehmensprofil verbinden',
  'google.connection.title': 'Verbinden Sie Ihr Google-Unternehmensprofil',
  'google.connection.text':
    'Sehen Sie hier jede Google-Rezension, antworten Sie darauf und verfolgen Sie, wie Ihre Rezensionen seit Ihrem Start mit ReviewTap wachsen. Die Verbindung belegt außerdem, dass das Unternehmen Ihnen gehört.',
  'google.connection.demo': 'Dieser Server hat keine Google-Einstellungen: Sie verbinden das Demo-Profil.',
  'google.connection.askOwner': 'Bitten Sie den Inhaber, es zu verbinden.',
  'google.connection.noLocation': 'Kein passender Standort',
  'google.connection.verified': 'Bei Google verifiziert',
  'google.connection.notVerified': 'Nicht verifiziert',
  'google.connection.demoProfile': 'Demo-Profil',
  'google.connection.account': 'Google-Konto: {name}.',
  'google.connection.lastSync': 'Rezensionen zuletzt gelesen: {when}.',
  'google.connection.reading': 'Ihre Rezensionen werden gelesen…',
  'google.connection.broken':
    'Google akzeptiert diese Verbindung nicht mehr (der Zugriff wurde entfernt oder ist abgelaufen). Verbinden Sie erneut, damit Ihre Rezensionen aktuell bleiben.',
  'google.connection.noMatch':
    'Keiner der Standorte, die dieses Google-Konto verwaltet, ist dieses Unternehmen. Verbinden Sie sich mit dem Google-Konto, dem das Unternehmen in Google Maps gehört, oder bitten Sie den Inhaber, Sie im Unternehmensprofil als Verwalter hinzuzufügen, und verbinden Sie dann erneut.',
  'google.connection.syncing': 'Ihre Rezensionen werden von Google gelesen',
  'google.connection.syncFailed': 'Die Synchronisierung konnte nicht angefordert werden',
  'google.connection.sync': 'Jetzt synchronisieren',
  'google.connection.disconnected': 'Unternehmensprofil getrennt',
  'google.connection.disconnectFailed': 'Die Verbindung konnte nicht getrennt werden',
  'google.connection.disconnect': 'Trennen',

  'google.claim.title': 'Ihre Standorte, von jemand anderem registriert',
  'google.claim.text':
    'Ihr Google-Konto verwaltet diese Standorte als verifizierter Inhaber, aber ein anderes ReviewTap-Konto hat sie ohne Verifizierung registriert. Übernehmen Sie einen, um ihn zu Ihrem Standort zu machen; das andere Konto wird benachrichtigt und behält seine eigenen Daten.',
  'google.claim.listLabel': 'Standorte, die Sie übernehmen können',
  'google.claim.done': '{place} gehört jetzt Ihnen',
  'google.claim.doneText': 'Bei Google verifiziert. Sie finden ihn unter „Alle Standorte“.',
  'google.claim.failed': 'Dieser Standort konnte nicht übernommen werden',
  'google.claim.button': '{place} übernehmen',

  'google.growth.title': 'Wachstum der Rezensionen',
  'google.growth.text': 'Direkt aus Ihrem Unternehmensprofil: was ReviewTap erreicht hat.',
  'google.growth.total': 'Google-Rezensionen',
  'google.growth.average': 'Durchschnittsbewertung',
  'google.growth.before': 'Pro Woche vorher',
  'google.growth.since': 'Pro Woche seitdem',
  'google.growth.notStarted':
    '„Vorher“ und „seitdem“ zählen ab Ihrem ersten QR-Code-Scan: Zeigen Sie Ihren Code einem Kunden, um zu beginnen.',
  'google.growth.chart': 'Neue Google-Rezensionen pro Woche, letzte 13 Wochen',
  'google.growth.week':
    'Woche ab {week}: {reviews, plural, one {# Rezension} other {# Rezensionen}}, {sent, plural, one {# an Google weitergeleitet} other {# an Google weitergeleitet}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> Rezension folgte auf einen Besuch} other {<b>#</b> Rezensionen folgten auf einen Besuch}}: geschrieben innerhalb von zwei Stunden, nachdem ein Kunde über Ihren QR-Code zu Google gelangt ist. Das ist eine Schätzung: Google verrät nicht, wer eine Rezension geschrieben hat.',
  'google.growth.byMember': 'Nach Teammitglied: {list}.',

  'google.rating.none': 'Noch keine Google-Bewertung',
  'google.rating.onGoogle':
    '<b>{rating}</b> bei Google · {count, plural, one {# Rezension} other {# Rezensionen}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect':
    'Verbinden Sie Ihr Unternehmensprofil, um den Verlauf zu sehen und auf Rezensionen zu antworten',

  'google.templates.title': 'Gespeicherte Antworten',
  'google.templates.text':
    'Beginnen Sie eine Antwort mit einer dieser Vorlagen. Schreiben Sie {token} dort, wo der Vorname der Person stehen soll, die die Rezension geschrieben hat.',
  'google.templates.saved': 'Gespeicherte Antworten aktualisiert',
  'google.templates.saveFailed': 'Die Antworten konnten nicht gespeichert werden',
  'google.templates.low': 'Für 1–3 Sterne',
  'google.templates.lowPlaceholder':
    'Das tut uns leid, {token}. Bitte rufen Sie uns an, damit wir es wiedergutmachen können.',
  'google.templates.high': 'Für 4–5 Sterne',
  'google.templates.highPlaceholder': 'Vielen Dank, {token}! Bis bald.',
  'google.templates.save': 'Antworten speichern',

  'google.review.stars': '{value} von 5 Sternen',
  'google.review.updated': 'Antwort aktualisiert',
  'google.review.posted': 'Antwort bei Google veröffentlicht',
  'google.review.postFailed':
    'Google hat die Antwort nicht angenommen. Ihr Text ist noch da: Bitte versuchen Sie es erneut.',
  'google.review.deleted': 'Antwort gelöscht',
  'google.review.deleteFailed': 'Die Antwort konnte nicht gelöscht werden',
  'google.review.followedVisit': 'Nach einem Besuch',
  'google.review.noText': 'Eine Bewertung ohne Text.',
  'google.review.yourReply': 'Ihre Antwort · {date}',
  'google.review.edit': 'Bearbeiten',
  'google.review.delete': 'Löschen',
  'google.review.reply': 'Antworten',
  'google.review.replyTo': 'Antwort an {name}',
  'google.review.placeholder': 'Öffentliche Antwort schreiben…',
  'google.review.bytes': '{size} / {limit} Byte',
  'google.review.useTemplate': 'Gespeicherte Antwort verwenden',
  'google.review.cancel': 'Abbrechen',
  'google.review.save': 'Antwort speichern',
  'google.review.post': 'Antwort veröffentlichen',
};

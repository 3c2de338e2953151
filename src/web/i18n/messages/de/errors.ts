import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Bitte melden Sie sich erneut an.',
  'errors.FORBIDDEN': 'Sie sind kein Mitglied dieses Unternehmens.',
  'errors.BAD_ORIGIN': 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  'errors.RATE_LIMITED': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'errors.NOT_FOUND': 'Nicht gefunden.',
  'errors.OWNER_ONLY': 'Nur der Inhaber des Unternehmens kann das tun.',
  'errors.NOT_YOUR_LOCATION': 'Wählen Sie nur unter Ihren eigenen Standorten.',
  'errors.BUSINESS_NOT_FOUND': 'Unternehmen nicht gefunden.',
  'errors.NO_BUSINESS': 'Sie haben noch kein Unternehmen registriert.',
  'errors.BUSINESS_MISMATCH': 'Das Unternehmen in der Anfrage stimmt nicht mit dem in der Adresse überein.',
  'errors.UNKNOWN_TIME_ZONE': 'Unbekannte Zeitzone. Verwenden Sie einen Namen wie Europe/Berlin.',
  'errors.PLACE_NOT_CONFIRMED': 'Bitte wählen Sie ein Unternehmen aus den Suchergebnissen aus.',
  'errors.PLACES_UNAVAILABLE':
    'Die Unternehmenssuche ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.',
  'errors.ALREADY_OWNER': 'Sie haben bereits ein Unternehmen registriert.',
  'errors.LOCATION_LIMIT':
    'Ihr Konto hat die maximale Anzahl an Standorten erreicht. Für eine größere Kette kontaktieren Sie uns bitte.',
  'errors.ALREADY_MEMBER':
    'Sie sind in einem anderen Team. Verlassen Sie dieses Team, bevor Sie Ihr eigenes Unternehmen registrieren.',
  'errors.PLACE_TAKEN':
    'Dieses Unternehmen ist bereits registriert. Bitten Sie den Inhaber um einen Team-Code, um beizutreten.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Dieses Unternehmen ist bei Google bereits von seinem Inhaber verifiziert. Bitten Sie ihn um seinen Team-Code, um seinem Team beizutreten.',
  'errors.WRONG_CODE':
    'Dieser Code passt zu keinem Team. Prüfen Sie ihn mit dem Inhaber und versuchen Sie es erneut.',
  'errors.TOO_MANY_WRONG_CODES':
    'Zu viele falsche Codes. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  'errors.JOIN_UNAVAILABLE':
    'Der Beitritt zu einem Team ist gerade kurz nicht möglich. Bitte versuchen Sie es in einer Minute erneut.',
  'errors.PLAN_LAPSED':
    'Der Tarif dieses Teams ist abgelaufen, daher kann es derzeit keine neuen Mitglieder aufnehmen. Bitten Sie den Inhaber, ihn zu verlängern.',
  'errors.TEAM_FULL': 'Dieses Team ist voll. Bitten Sie den Inhaber, einen Nutzerplatz hinzuzufügen.',
  'errors.ALREADY_ON_A_TEAM':
    'Sie sind bereits in einem Team. Verlassen Sie es, bevor Sie einem anderen beitreten.',
  'errors.ALREADY_ON_THIS_TEAM': 'Sie sind bereits Mitglied dieses Teams.',
  'errors.OWNER_CANNOT_JOIN':
    'Sie besitzen ein Unternehmen und können daher keinem anderen Team beitreten. Verwenden Sie zum Beitreten ein anderes Konto.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'Der Inhaber kann nicht aus dem Team entfernt werden.',
  'errors.NOT_A_MEMBER': 'Diese Person ist nicht in diesem Team.',
  'errors.USER_NOT_FOUND': 'Ihr Konto wurde nicht gefunden.',
  'errors.CONFIRM_MISMATCH': 'Geben Sie Ihre E-Mail-Adresse genau ein, um Ihr Konto zu löschen.',
  'errors.RETRY': 'Inzwischen hat sich etwas geändert. Bitte versuchen Sie es erneut.',
  'errors.INVALID_IMAGE': 'Nur JPEG-, PNG- oder WEBP-Bilder unter 2 MB sind erlaubt.',
  'errors.FEEDBACK_NOT_FOUND': 'Dieses Feedback wurde nicht gefunden.',
  'errors.GOOGLE_NOT_ENABLED': 'Das Google-Unternehmensprofil ist auf diesem Server nicht aktiviert.',
  'errors.GOOGLE_NOT_CONNECTED': 'Verbinden Sie zuerst ein passendes Google-Unternehmensprofil.',
  'errors.GOOGLE_RECONNECT':
    'Google akzeptiert diese Verbindung nicht mehr: Bitte verbinden Sie Google erneut.',
  'errors.GOOGLE_NOT_FOUND': 'Diese Rezension oder dieser Standort ist bei Google nicht mehr vorhanden.',
  'errors.GOOGLE_BUSY': 'Google ist gerade ausgelastet. Bitte versuchen Sie es in einer Minute erneut.',
  'errors.GOOGLE_FAILED': 'Google hat die Anfrage abgelehnt. Bitte versuchen Sie es später erneut.',
  'errors.REVIEW_NOT_FOUND': 'Diese Rezension wurde nicht gefunden.',
  'errors.ALREADY_YOURS': 'Dieser Eintrag gehört bereits Ihnen.',
  'errors.NOT_YOUR_PLACE':
    'Ihr verbundenes Google-Unternehmensprofil verwaltet diesen Eintrag nicht als verifizierter Inhaber.',
  'errors.MAIL_NOT_FOUND': 'Diese E-Mail wurde nicht gefunden.',
  'errors.ALREADY_SUBSCRIBED':
    'Dieser Standort hat bereits ein Abonnement. Ändern Sie die Nutzerplätze oder kündigen Sie es unter „Abrechnung“.',
  'errors.NOT_SUBSCRIBED':
    'Dieser Standort hat noch kein Abonnement. Schließen Sie eines unter „Abrechnung“ ab.',
  'errors.SEATS_BELOW_TEAM':
    'Ihr Team braucht mehr Nutzerplätze als diese Anzahl. Entfernen Sie zuerst ein Mitglied.',
  'errors.CHECKOUT_COMPLETED':
    'Dieser Standort wurde gerade bezahlt. Er erscheint gleich als abonniert; aktualisieren Sie „Abrechnung“.',
  'errors.NOT_CANCELLING':
    'Dieses Abonnement ist nicht zur Beendigung vorgemerkt, daher gibt es nichts fortzusetzen.',
  'errors.NO_PORTAL': 'Für dieses Abonnement gibt es kein Abrechnungsportal.',
  'errors.STRIPE_REFUSED':
    'Der Zahlungsanbieter hat die Änderung abgelehnt. Bitte versuchen Sie es später erneut.',
  'errors.STRIPE_UNAVAILABLE':
    'Der Zahlungsanbieter war nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'errors.BILLING_UNCONFIGURED': 'Die Abrechnung ist auf diesem Server nicht eingerichtet.',
  'errors.BAD_CHECKOUT':
    'Dieser Bezahllink ist ungültig. Starten Sie das Abonnement unter „Abrechnung“ erneut.',
  'errors.CHECKOUT_EXPIRED':
    'Dieser Bezahllink ist abgelaufen. Starten Sie das Abonnement unter „Abrechnung“ erneut.',
  'errors.BAD_WEBHOOK_URL':
    'Geben Sie die vollständige Adresse Ihres Empfängers ein, beginnend mit https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED':
    'Diese Adresse ist nicht öffentlich; Webhooks gehen nur an öffentliche Server.',
  'errors.WEBHOOK_LIMIT':
    'Sie haben die maximale Anzahl an Webhooks erreicht. Löschen Sie zuerst einen, den Sie nicht mehr nutzen.',
  'errors.WEBHOOK_NOT_FOUND': 'Diesen Webhook gibt es nicht.',
  'errors.WEBHOOK_OFF': 'Dieser Webhook wurde nach Fehlern abgeschaltet. Schalten Sie ihn zuerst wieder ein.',
  'errors.TOKEN_LIMIT':
    'Sie haben die maximale Anzahl an Tokens erreicht. Widerrufen Sie zuerst einen, den Sie nicht mehr nutzen.',
  'errors.TOKEN_NOT_FOUND': 'Diesen Token gibt es nicht.',
};

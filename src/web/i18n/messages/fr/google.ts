import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Avis Google',
  'google.section.subtitle': 'Votre fiche d’établissement : avis, réponses et progression',
  'google.section.claimed.title':
    'Non vérifié : cet établissement a été revendiqué par son propriétaire sur Google',
  'google.section.claimed.text':
    'Le {date}, une personne qui gère cet établissement sur Google l’a enregistré avec une fiche d’établissement vérifiée. Vous gardez vos données (exportez-les depuis Vos données). Vos codes QR et liens cessent de fonctionner 30 jours après cette date. Si l’établissement est le vôtre, connectez sa fiche d’établissement ci-dessous.',
  'google.section.loading': 'Chargement de votre connexion Google…',
  'google.section.failed': 'Impossible de charger votre connexion Google',
  'google.section.unavailable':
    'La fiche d’établissement Google n’est pas activée sur ce serveur. L’opérateur doit obtenir l’accord de Google pour les API Business Profile, puis définir {setting}.',
  'google.filter.legend': 'Filtrer les avis',
  'google.filter.allStars': 'Toutes les étoiles',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Sans réponse ({count})',
  'google.reviews.loading': 'Chargement des avis…',
  'google.reviews.failed': 'Impossible de charger vos avis',
  'google.reviews.empty.title': 'Aucun avis ne correspond',
  'google.reviews.empty.text':
    'Essayez un autre filtre. Les nouveaux avis apparaissent ici dans l’heure, ou tout de suite avec Synchroniser maintenant.',
  'google.reviews.listLabel': 'Avis Google',
  'google.reviews.more': 'Afficher plus d’avis',

  'google.connection.connected': 'Fiche d’établissement connectée',
  'google.connection.notConnected': 'Non connecté',
  'google.connection.notGranted': 'L’accès à Google n’a pas été accordé. Veuillez réessayer.',
  'google.connection.opening': 'Ouverture de Google…',
  'google.connection.openFailed': 'Impossible de lancer la connexion',
  'google.connection.connectAgain': 'Reconnecter',
  'google.connection.connect': 'Connecter la fiche d’établissement Google',
  'google.connection.title': 'Connectez votre fiche d’établissement Google',
  'google.connection.text':
    'Retrouvez ici tous vos avis Google, répondez-y et suivez leur progression depuis vos débuts avec ReviewTap. La connexion prouve aussi que l’établissement vous appartient.',
  'google.connection.demo':
    'Ce serveur n’a pas de paramètres Google : vous connecterez la fiche de démonstration.',
  'google.connection.askOwner': 'Demandez au propriétaire de la connecter.',
  'google.connection.noLocation': 'Aucun établissement correspondant',
  'google.connection.verified': 'Vérifié sur Google',
  'google.connection.notVerified': 'Non vérifié',
  'google.connection.demoProfile': 'Fiche de démonstration',
  'google.connection.account': 'Compte Google : {name}.',
  'google.connection.lastSync': 'Avis lus le {when}.',
  'google.connection.reading': 'Lecture de vos avis…',
  'google.connection.broken':
    'Google n’accepte plus cette connexion (l’accès a été retiré ou a expiré). Reconnectez-vous pour garder vos avis à jour.',
  'google.connection.noMatch':
    'Aucun des établissements gérés par ce compte Google ne correspond à cette entreprise. Connectez-vous avec le compte Google propriétaire de l’établissement sur Google Maps, ou demandez à son propriétaire de vous ajouter comme gestionnaire de la fiche d’établissement, puis reconnectez-vous.',
  'google.connection.syncing': 'Lecture de vos avis sur Google',
  'google.connection.syncFailed': 'Impossible de demander une synchronisation',
  'google.connection.sync': 'Synchroniser maintenant',
  'google.connection.disconnected': 'Fiche d’établissement déconnectée',
  'google.connection.disconnectFailed': 'Impossible de déconnecter',
  'google.connection.disconnect': 'Déconnecter',

  'google.claim.title': 'Vos établissements, enregistrés par quelqu’un d’autre',
  'google.claim.text':
    'Votre compte Google gère ces établissements en tant que propriétaire vérifié, mais un autre compte ReviewTap les a enregistrés sans vérification. Revendiquez-en un pour en faire votre établissement ; l’autre compte est prévenu et garde ses propres données.',
  'google.claim.listLabel': 'Établissements que vous pouvez revendiquer',
  'google.claim.done': '{place} est désormais à vous',
  'google.claim.doneText': 'Vérifié sur Google. Retrouvez-le dans Tous les établissements.',
  'google.claim.failed': 'Impossible de revendiquer cet établissement',
  'google.claim.button': 'Revendiquer {place}',

  'google.growth.title': 'Progression des avis',
  'google.growth.text': 'Issu de votre fiche d’établissement elle-même : ce que ReviewTap a accompli.',
  'google.growth.total': 'Avis Google',
  'google.growth.average': 'Note moyenne',
  'google.growth.before': 'Par semaine avant',
  'google.growth.since': 'Par semaine depuis',
  'google.growth.notStarted':
    'Avant et depuis sont comptés à partir du premier scan de votre code QR : montrez votre code à un client pour commencer.',
  'google.growth.chart': 'Nouveaux avis Google par semaine, 13 dernières semaines',
  'google.growth.week':
    'Semaine du {week} : {reviews, plural, one {# avis} other {# avis}}, {sent, plural, one {# envoyé vers Google} other {# envoyés vers Google}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> avis a suivi une visite : écrit} other {<b>#</b> avis ont suivi une visite : écrits}} dans les deux heures après qu’un client est passé de votre code QR à Google. C’est une estimation : Google n’indique pas qui a écrit un avis.',
  'google.growth.byMember': 'Par membre de l’équipe : {list}.',

  'google.rating.none': 'Pas encore de note Google',
  'google.rating.onGoogle': '<b>{rating}</b> sur Google · {count, plural, one {# avis} other {# avis}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect':
    'Connectez votre fiche d’établissement pour voir l’historique et répondre aux avis',

  'google.templates.title': 'Réponses enregistrées',
  'google.templates.text':
    'Commencez une réponse à partir de l’une d’elles. Écrivez {token} là où doit figurer le prénom de l’auteur de l’avis.',
  'google.templates.saved': 'Réponses enregistrées mises à jour',
  'google.templates.saveFailed': 'Impossible d’enregistrer les réponses',
  'google.templates.low': 'Pour 1 à 3 étoiles',
  'google.templates.lowPlaceholder':
    'Nous sommes désolés, {token}. Appelez-nous pour que nous puissions arranger les choses.',
  'google.templates.high': 'Pour 4 ou 5 étoiles',
  'google.templates.highPlaceholder': 'Merci, {token} ! À bientôt.',
  'google.templates.save': 'Enregistrer les réponses',

  'google.review.stars': 'Note : {value} sur 5',
  'google.review.updated': 'Réponse mise à jour',
  'google.review.posted': 'Réponse publiée sur Google',
  'google.review.postFailed':
    'Google n’a pas accepté la réponse. Votre texte est toujours là : veuillez réessayer.',
  'google.review.deleted': 'Réponse supprimée',
  'google.review.deleteFailed': 'Impossible de supprimer la réponse',
  'google.review.followedVisit': 'Après une visite',
  'google.review.noText': 'Une note sans texte.',
  'google.review.yourReply': 'Votre réponse · {date}',
  'google.review.edit': 'Modifier',
  'google.review.delete': 'Supprimer',
  'google.review.reply': 'Répondre',
  'google.review.replyTo': 'Répondre à {name}',
  'google.review.placeholder': 'Écrivez une réponse publique…',
  'google.review.bytes': '{size} / {limit} octets',
  'google.review.useTemplate': 'Utiliser une réponse enregistrée',
  'google.review.cancel': 'Annuler',
  'google.review.save': 'Enregistrer la réponse',
  'google.review.post': 'Publier la réponse',
};

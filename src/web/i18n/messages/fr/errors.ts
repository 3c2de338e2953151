import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Veuillez vous reconnecter.',
  'errors.FORBIDDEN': 'Vous n’êtes pas membre de cet établissement.',
  'errors.BAD_ORIGIN': 'Cette requête provenait d’un autre site et a été refusée.',
  'errors.RATE_LIMITED': 'Trop de requêtes. Veuillez patienter un instant, puis réessayer.',
  'errors.NOT_FOUND': 'Introuvable.',
  'errors.OWNER_ONLY': 'Seul le propriétaire de l’établissement peut faire cela.',
  'errors.NOT_YOUR_LOCATION': 'Choisissez uniquement parmi vos propres établissements.',
  'errors.BUSINESS_NOT_FOUND': 'Établissement introuvable.',
  'errors.NO_BUSINESS': 'Vous n’avez pas encore enregistré d’établissement.',
  'errors.BUSINESS_MISMATCH':
    'L’établissement indiqué dans la requête ne correspond pas à celui de l’adresse.',
  'errors.UNKNOWN_TIME_ZONE': 'Fuseau horaire inconnu. Utilisez un nom comme Europe/Paris.',
  'errors.PLACE_NOT_CONFIRMED': 'Veuillez sélectionner un établissement dans les résultats de recherche.',
  'errors.PLACES_UNAVAILABLE':
    'Impossible de rechercher des établissements pour le moment. Veuillez réessayer dans un instant.',
  'errors.ALREADY_OWNER': 'Vous avez déjà enregistré un établissement.',
  'errors.LOCATION_LIMIT':
    'Votre compte a atteint son nombre maximal d’établissements. Contactez-nous pour une chaîne plus grande.',
  'errors.ALREADY_MEMBER':
    'Vous faites partie d’une autre équipe. Quittez-la avant d’enregistrer votre propre établissement.',
  'errors.PLACE_TAKEN':
    'Cet établissement est déjà enregistré. Demandez à son propriétaire un code d’équipe pour rejoindre son équipe.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Cet établissement est déjà vérifié par son propriétaire sur Google. Demandez-lui son code d’équipe pour rejoindre son équipe.',
  'errors.WRONG_CODE':
    'Ce code ne correspond à aucune équipe. Vérifiez-le auprès du propriétaire et réessayez.',
  'errors.TOO_MANY_WRONG_CODES': 'Trop de codes erronés. Veuillez patienter 15 minutes, puis réessayer.',
  'errors.JOIN_UNAVAILABLE':
    'Impossible de rejoindre une équipe pour le moment. Veuillez réessayer dans une minute.',
  'errors.PLAN_LAPSED':
    'La formule de cette équipe a pris fin : elle ne peut donc pas accueillir de nouveaux membres pour le moment. Demandez au propriétaire de la renouveler.',
  'errors.TEAM_FULL': 'Cette équipe est complète. Demandez au propriétaire d’ajouter une place.',
  'errors.ALREADY_ON_A_TEAM':
    'Vous faites déjà partie d’une équipe. Quittez-la avant d’en rejoindre une autre.',
  'errors.ALREADY_ON_THIS_TEAM': 'Vous êtes déjà membre de cette équipe.',
  'errors.OWNER_CANNOT_JOIN':
    'Vous êtes propriétaire d’un établissement : vous ne pouvez donc pas rejoindre une autre équipe. Utilisez un autre compte pour la rejoindre.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'Le propriétaire ne peut pas être retiré de l’équipe.',
  'errors.NOT_A_MEMBER': 'Cette personne ne fait pas partie de cette équipe.',
  'errors.USER_NOT_FOUND': 'Votre compte est introuvable.',
  'errors.CONFIRM_MISMATCH': 'Saisissez votre adresse e-mail à l’identique pour supprimer votre compte.',
  'errors.RETRY': 'Quelque chose a changé entre-temps. Veuillez réessayer.',
  'errors.INVALID_IMAGE': 'Seules les images JPEG, PNG ou WEBP de moins de 2 Mo sont acceptées.',
  'errors.FEEDBACK_NOT_FOUND': 'Cet avis privé est introuvable.',
  'errors.GOOGLE_NOT_ENABLED': 'La fiche d’établissement Google n’est pas activée sur ce serveur.',
  'errors.GOOGLE_NOT_CONNECTED': 'Connectez d’abord une fiche d’établissement Google correspondante.',
  'errors.GOOGLE_RECONNECT': 'Google n’accepte plus cette connexion : veuillez la rétablir.',
  'errors.GOOGLE_NOT_FOUND': 'Cet avis ou cet établissement n’existe plus chez Google.',
  'errors.GOOGLE_BUSY': 'Google est surchargé. Veuillez réessayer dans une minute.',
  'errors.GOOGLE_FAILED': 'Google a refusé la requête. Veuillez réessayer plus tard.',
  'errors.REVIEW_NOT_FOUND': 'Cet avis est introuvable.',
  'errors.ALREADY_YOURS': 'Cet établissement vous appartient déjà.',
  'errors.NOT_YOUR_PLACE':
    'Votre fiche d’établissement Google connectée ne gère pas cet établissement en tant que propriétaire vérifié.',
  'errors.MAIL_NOT_FOUND': 'Cet e-mail est introuvable.',
  'errors.ALREADY_SUBSCRIBED':
    'Cet établissement a déjà un abonnement. Modifiez les places ou résiliez-le depuis Facturation.',
  'errors.NOT_SUBSCRIBED':
    'Cet établissement n’a pas encore d’abonnement. Souscrivez-en un depuis Facturation.',
  'errors.SEATS_BELOW_TEAM': 'Votre équipe a besoin de plus de places que cela. Retirez d’abord un membre.',
  'errors.CHECKOUT_COMPLETED':
    'Cet établissement vient d’être payé. Il apparaîtra comme abonné dans un instant ; actualisez Facturation.',
  'errors.NOT_CANCELLING':
    'Cet abonnement n’est pas programmé pour prendre fin : il n’y a donc rien à reprendre.',
  'errors.NO_PORTAL': 'Il n’existe pas de portail de facturation pour cet abonnement.',
  'errors.STRIPE_REFUSED':
    'Le prestataire de paiement a refusé la modification. Veuillez réessayer plus tard.',
  'errors.STRIPE_UNAVAILABLE':
    'Le prestataire de paiement est injoignable. Veuillez réessayer dans un instant.',
  'errors.BILLING_UNCONFIGURED': 'La facturation n’est pas configurée sur ce serveur.',
  'errors.BAD_CHECKOUT': 'Ce lien de paiement n’est pas valide. Relancez l’abonnement depuis Facturation.',
  'errors.CHECKOUT_EXPIRED': 'Ce lien de paiement a expiré. Relancez l’abonnement depuis Facturation.',
  'errors.BAD_WEBHOOK_URL': 'Saisissez l’adresse complète de votre récepteur, commençant par https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED':
    'Cette adresse n’est pas publique ; les webhooks ne sont envoyés qu’à des serveurs publics.',
  'errors.WEBHOOK_LIMIT':
    'Vous avez atteint le nombre maximal de webhooks. Supprimez d’abord un webhook que vous n’utilisez plus.',
  'errors.WEBHOOK_NOT_FOUND': 'Ce webhook n’existe pas.',
  'errors.WEBHOOK_OFF': 'Ce webhook a été désactivé après des échecs. Réactivez-le d’abord.',
  'errors.TOKEN_LIMIT':
    'Vous avez atteint le nombre maximal de jetons. Révoquez d’abord un jeton que vous n’utilisez plus.',
  'errors.TOKEN_NOT_FOUND': 'Ce jeton n’existe pas.',
};

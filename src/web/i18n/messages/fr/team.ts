import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { team as en } from '#web/i18n/messages/en/team.ts';

export const team: AreaOf<typeof en> = {
  'team.error': 'Erreur',

  'team.capacity.full': 'Équipe complète',
  'team.capacity.count':
    '{count} <muted>sur {max, plural, one {# membre maximum} other {# membres maximum}}</muted>',
  'team.capacity.label': 'Capacité de l’équipe',
  'team.capacity.valueText': '{count} sur {max, plural, one {# membre} other {# membres}}',
  'team.capacity.used': '{percent, number, ::percent} de la capacité utilisée',
  'team.capacity.left': '{left, plural, one {# place restante} other {# places restantes}}',

  'team.manager.loading': 'Chargement de votre équipe…',
  'team.manager.loadError.title': 'Impossible de charger les données de l’équipe',
  'team.manager.loadError.text':
    'Votre équipe n’a pas pu être chargée pour le moment. Vérifiez votre connexion et réessayez.',
  'team.manager.retry': 'Réessayer',
  'team.manager.size.title': 'Taille de l’équipe',
  'team.manager.size.description': 'Tous les membres de l’équipe comptent, vous compris.',
  'team.manager.size.full': 'Plus aucune place. Retirez un membre pour en libérer une.',
  'team.manager.size.lapsed': 'Les places seront à nouveau utilisables dès que vous vous abonnerez.',

  'team.code.title': 'Code d’équipe',
  'team.code.description':
    'Votre personnel se connecte, choisit « Rejoindre une équipe » et saisit ce code pour rejoindre votre équipe.',
  'team.code.generated.new': 'Nouveau code généré',
  'team.code.generated.newText': 'L’ancien code ne fonctionne plus. Partagez celui-ci avec votre équipe.',
  'team.code.generated.first': 'Code généré',
  'team.code.generated.firstText': 'Partagez-le avec votre équipe pour qu’elle puisse vous rejoindre.',
  'team.code.generateFailed': 'Impossible de générer le code',
  'team.code.copied.title': 'Code copié !',
  'team.code.copied.text': 'Envoyez-le à la personne que vous voulez inviter.',
  'team.code.copyFailed.title': 'Échec de la copie',
  'team.code.copyFailed.text': 'Veuillez copier le code manuellement',
  'team.code.copied': 'Copié',
  'team.code.copy': 'Copier le code',
  'team.code.lapsed':
    'Votre abonnement a pris fin : ce code ne permet donc à personne de rejoindre l’équipe. Il fonctionnera à nouveau dès que vous vous abonnerez.',
  'team.code.full':
    'Votre équipe est complète : ce code ne permet à personne de la rejoindre tant que vous n’avez pas retiré un membre.',
  'team.code.wrongPerson': 'Partagé avec la mauvaise personne ?',
  'team.code.regenerate': 'Générer un nouveau code',
  'team.code.none.title': 'Pas encore de code',
  'team.code.none.text':
    'Générez un code pour inviter votre personnel. Il n’expire jamais ; vous pouvez le remplacer à tout moment.',
  'team.code.generating': 'Génération...',
  'team.code.generate': 'Générer un code',
  'team.code.regenerateDialog.title': 'Générer un nouveau code ?',
  'team.code.regenerateDialog.text':
    'Le code actuel <mono>{code}</mono> cessera aussitôt de fonctionner. Les personnes qui n’ont pas encore rejoint l’équipe auront besoin du nouveau code. Celles qui en font déjà partie y restent.',

  'team.members.title': 'Membres de l’équipe',
  'team.members.description':
    'Les membres peuvent montrer vos codes QR et consulter le tableau de bord et les statistiques.',
  'team.members.removed.title': 'Membre retiré',
  'team.members.removed.text': '{name} ne fait plus partie de votre équipe.',
  'team.members.removeFailed': 'Impossible de retirer le membre de l’équipe',
  'team.members.removeNamed': 'Retirer {name}',
  'team.members.remove': 'Retirer',
  'team.members.onlyOwner.lapsed':
    'Personne d’autre pour l’instant. Une fois abonné, partagez votre code d’équipe : les nouveaux membres apparaîtront ici.',
  'team.members.onlyOwner':
    'Personne d’autre pour l’instant. Partagez votre code d’équipe : les nouveaux membres apparaîtront ici dès qu’ils vous auront rejoint.',
  'team.members.removeDialog.title': 'Retirer un membre',
  'team.members.removeDialog.text':
    'Retirer {name} de votre équipe ? Votre facturation sera également mise à jour.',
  'team.members.removing': 'Retrait...',

  'team.role.owner': 'Propriétaire',
  'team.role.member': 'Membre',

  'team.member.canDo.qr': 'Montrer les codes QR d’avis aux clients',
  'team.member.canDo.analytics': 'Consulter le tableau de bord, les statistiques et les avis',
  'team.member.canDo.owner': 'La gestion de l’équipe et la facturation restent au propriétaire',
  'team.member.left.title': 'Équipe quittée',
  'team.member.left.text': 'Vous ne faites plus partie de l’équipe de {name}.',
  'team.member.leaveFailed': 'Impossible de quitter l’équipe',
  'team.member.membership': 'Votre adhésion',
  'team.member.leave': 'Quitter l’équipe',
  'team.member.leave.text':
    'Vous perdrez l’accès au tableau de bord de cet établissement. Pour revenir, il vous faudra un nouveau code d’invitation du propriétaire.',
  'team.member.leaving': 'Redirection vers la configuration…',
  'team.member.leaveDialog.text':
    'Voulez-vous vraiment quitter l’équipe de {name} ? Il vous faudra un nouveau code d’invitation pour la rejoindre à nouveau.',
  'team.member.leaveDialog.pending': 'Départ en cours...',
  'team.member.loadError': 'Impossible de charger votre adhésion à l’équipe. Essayez d’actualiser la page.',

  'team.join.title': 'Rejoindre une équipe',
  'team.join.pageTitle': 'Rejoindre une équipe · {product}',
  'team.join.intro':
    'Saisissez le code d’équipe à 6 caractères fourni par le propriétaire pour rejoindre son équipe.',
  'team.join.card.text':
    'Vous avez un code d’équipe fourni par un propriétaire ? Saisissez-le pour rejoindre son équipe et montrer ses codes QR d’avis.',
  'team.join.card.action': 'Saisir un code',
  'team.join.codeRequired.title': 'Code requis',
  'team.join.codeRequired.text': 'Veuillez saisir un code d’équipe à 6 caractères',
  'team.join.joined': 'Vous avez rejoint l’équipe de {name} !',
  'team.join.failed': 'Impossible de rejoindre l’équipe',
  'team.join.label': 'Code d’équipe',
  'team.join.length': '{length} sur {max, plural, one {# caractère} other {# caractères}}',
  'team.join.joining': 'Connexion à l’équipe...',
  'team.join.submit': 'Rejoindre l’équipe',
  'team.join.help.title': 'Où trouver un code ?',
  'team.join.help.owner':
    'Demandez au propriétaire de l’établissement de générer un code dans la section Équipe de son tableau de bord.',
  'team.join.help.format':
    'Les codes comptent 6 caractères et respectent la casse. Les lettres passent en majuscules pendant la saisie.',
  'team.join.help.home': 'Vous préférez créer votre propre établissement ? <link>Retour à l’accueil</link>',

  'team.billing.loadError': 'Impossible de charger votre abonnement',
  'team.billing.loading': 'Chargement de votre abonnement…',
  'team.plan.title': 'Votre abonnement',
  'team.plan.monthly': '{price} par mois pour cet établissement.',
  'team.plan.cancelledOn': 'Résilié : il prend fin le {date}.',
  'team.plan.cancelAnytime': 'Résiliable à tout moment.',
  'team.plan.trial': 'Essai',
  'team.plan.until': '{plan} jusqu’au {date}',
  'team.plan.cancelled.detail':
    'Résilié : votre abonnement prendra fin à cette date, sauf si vous le réactivez.',
  'team.plan.renews': 'Renouvellement le {date}.',
  'team.plan.trialLeft': 'Essai · {days, plural, one {# jour restant} other {# jours restants}}',
  'team.plan.trialSubscribed': 'Abonné : le premier prélèvement aura lieu le {date}, à la fin de l’essai.',
  'team.plan.trialEnds':
    'Votre essai se termine le {date}. Aucune carte n’est nécessaire avant de vous abonner.',
  'team.plan.pastDue.title': 'Échec du paiement',
  'team.plan.pastDue.detail':
    'Mettez à jour votre carte dans Gérer la facturation pour conserver votre abonnement.',
  'team.plan.subscriptionEnded': 'Abonnement terminé',
  'team.plan.trialEnded': 'Essai terminé',
  'team.plan.trialEnded.detail':
    'Essai terminé le {date}. Vos codes QR et pages d’avis continuent de fonctionner pour vos clients.',
  'team.plan.ended.detail':
    'Votre abonnement a pris fin. Vos codes QR et pages d’avis continuent de fonctionner pour vos clients.',
  'team.plan.start': 'S’abonner',
  'team.plan.opening': 'Ouverture du paiement…',
  'team.plan.cancel': 'Résilier l’abonnement',
  'team.plan.resume': 'Réactiver l’abonnement',
  'team.plan.resuming': 'Réactivation…',
  'team.plan.manage': 'Gérer la facturation',
  'team.plan.error.title': 'Erreur d’abonnement',
  'team.plan.startFailed': 'Impossible de démarrer l’abonnement. Veuillez réessayer.',
  'team.plan.resumeFailed': 'Impossible de réactiver l’abonnement. Veuillez réessayer.',
  'team.plan.cancelled.title': 'Abonnement résilié',
  'team.plan.cancelled.text': 'Vous gardez {plan} jusqu’au {date}.',
  'team.plan.cancelError.title': 'Erreur de résiliation',
  'team.plan.cancelFailed': 'Impossible de résilier l’abonnement. Veuillez réessayer.',
  'team.plan.resumed.title': 'Abonnement réactivé',
  'team.plan.resumed.text': 'Votre abonnement se renouvelle comme avant.',
  'team.plan.portalError.title': 'Erreur de facturation',
  'team.plan.portalFailed': 'Impossible d’ouvrir la facturation. Veuillez réessayer.',
  'team.plan.cancelDialog.title': 'Résilier votre abonnement ?',
  'team.plan.cancelDialog.text':
    'Vous gardez {plan} jusqu’au {date} et pouvez le réactiver d’ici là. Vos codes QR continueront de fonctionner ensuite.',
  'team.plan.cancelDialog.textNoDate':
    'Votre abonnement prend fin à la fin de la période. Vos codes QR continueront de fonctionner ensuite.',
  'team.plan.cancelDialog.keep': 'Garder mon abonnement',
  'team.plan.cancelDialog.pending': 'Résiliation…',

  'team.seats.title': 'Places de l’équipe',
  'team.seats.description':
    '{users, plural, one {# utilisateur inclus} other {# utilisateurs inclus}} (vous comptez pour un), puis {price} par mois par place supplémentaire.',
  'team.seats.full': 'Ajoutez une place ci-dessous pour inviter d’autres personnes.',
  'team.seats.extra': 'Places supplémentaires',
  'team.seats.fewer': 'Une place de moins',
  'team.seats.more': 'Une place de plus',
  'team.seats.newTotal.prorated':
    'Nouveau total mensuel : <strong>{total}</strong>, au prorata à partir d’aujourd’hui.',
  'team.seats.newTotal.onSubscribe':
    'Nouveau total mensuel : <strong>{total}</strong>, facturé lors de votre abonnement.',
  'team.seats.undo': 'Annuler',
  'team.seats.saving': 'Enregistrement…',
  'team.seats.confirm': 'Confirmer les places',
  'team.seats.minimum':
    'Votre équipe de {count, plural, one {# personne} other {# personnes}} a besoin d’au moins {min, plural, one {# place supplémentaire} other {# places supplémentaires}}.',
  'team.seats.updated.title': 'Places mises à jour',
  'team.seats.updated.text':
    'Votre équipe peut désormais compter {count, plural, one {# membre} other {# membres}}.',
  'team.seats.error.title': 'Erreur sur les places',
  'team.seats.failed': 'Impossible de mettre à jour les places. Veuillez réessayer.',
  'team.pricing.title': 'Tarifs',
  'team.pricing.description': 'Simple, par établissement. Résiliable à tout moment.',
  'team.pricing.perMonth': '/mois par établissement',
  'team.pricing.users':
    '{users, plural, one {# utilisateur inclus} other {# utilisateurs inclus}} (vous comptez pour un)',
  'team.pricing.extra': '+{price}/mois par utilisateur supplémentaire',
  'team.pricing.trial':
    '{days, plural, one {Essai gratuit de # jour, sans carte bancaire} other {Essai gratuit de # jours, sans carte bancaire}}',

  'team.subscribe.label': 'Abonnement',
  'team.subscribe.trialEnded':
    'Votre essai gratuit est terminé. Abonnez-vous pour continuer à recueillir des avis.',
  'team.subscribe.planEnded':
    'Votre abonnement a pris fin. Abonnez-vous pour continuer à recueillir des avis.',
  'team.subscribe.text':
    'Vos codes QR et pages d’avis continuent de fonctionner pour vos clients. Ajouter des membres à l’équipe nécessite un abonnement actif.',
  'team.subscribe.action': 'S’abonner',
  'team.checkoutReturn.success.title': 'Abonnement démarré',
  'team.checkoutReturn.success.text': 'Merci ! Votre abonnement est actif.',
  'team.checkoutReturn.cancelled.title': 'Paiement annulé',
  'team.checkoutReturn.cancelled.text':
    'Aucun montant n’a été prélevé. Vous pouvez vous abonner à tout moment.',

  'team.checkout.pageTitle': 'Paiement de démonstration · {product}',
  'team.checkout.badge': 'Paiement de démonstration : aucune carte n’est débitée',
  'team.checkout.title': 'S’abonner à {plan}',
  'team.checkout.description':
    'Ce serveur fonctionne sans Stripe : cette page remplace donc le vrai paiement.',
  'team.checkout.loading': 'Chargement du paiement…',
  'team.checkout.loadError': 'Impossible de charger ce paiement. Recommencez depuis la section Facturation.',
  'team.checkout.location': 'Établissement',
  'team.checkout.plan':
    'Abonnement {plan}, {users, plural, one {# utilisateur inclus} other {# utilisateurs inclus}}',
  'team.checkout.perMonth': '{price}/mois',
  'team.checkout.extraSeats': 'Places supplémentaires × {count, number}',
  'team.checkout.total': 'Total mensuel',
  'team.checkout.firstCharge': 'Premier prélèvement',
  'team.checkout.payFailed': 'Le paiement a échoué. Veuillez réessayer.',
  'team.checkout.paying': 'Paiement…',
  'team.checkout.payAmount': 'Payer {amount}',
  'team.checkout.pay': 'Payer',
  'team.checkout.cancel': 'Annuler',
};

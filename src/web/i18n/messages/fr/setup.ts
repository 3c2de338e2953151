import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Configurez votre établissement',
  'setup.addLocation': 'Ajouter un établissement',
  'setup.intro':
    'Trouvez votre établissement sur Google et confirmez-le. Votre code QR d’avis est prêt en 2 minutes environ.',
  'setup.intro.adding': 'Trouvez l’établissement sur Google et confirmez-le. {pricing}',
  'setup.registered.title': 'Établissement enregistré !',
  'setup.registered.text': 'Votre code QR est prêt à être généré. Redirection vers le tableau de bord...',
  'setup.register.failedTitle': 'Échec de l’enregistrement',
  'setup.register.failed': 'Impossible d’enregistrer votre établissement. Veuillez réessayer.',
  'setup.price.sharedTrial': 'Gratuit jusqu’à la fin de votre essai le {date}, puis {price} par mois.',
  'setup.price.perLocation':
    'Chaque établissement coûte {price} par mois ; vous payez celui-ci au paiement, juste après la confirmation.',
  'setup.price.trial':
    '{days, plural, one {Votre essai gratuit de # jour commence aujourd’hui. Sans carte bancaire.} other {Votre essai gratuit de # jours commence aujourd’hui. Sans carte bancaire.}}',

  'setup.steps.label': 'Progression de la configuration',
  'setup.steps.search': 'Rechercher',
  'setup.steps.confirm': 'Confirmer',
  'setup.steps.step': 'Étape {n, number} :',
  'setup.steps.done': '(terminé)',

  'setup.confirm.title': 'Confirmez votre établissement',
  'setup.confirm.text': 'Vérifiez qu’il s’agit du bon lieu avant de l’enregistrer.',
  'setup.confirm.change': 'Modifier',
  'setup.confirm.next': 'Et ensuite ?',
  'setup.confirm.link.title': 'Un lien direct vers vos avis Google',
  'setup.confirm.link.text': 'Vos clients arrivent directement sur votre formulaire d’avis.',
  'setup.confirm.qr.title': 'Codes QR',
  'setup.confirm.qr.text': 'Affichez-en un sur votre téléphone ou imprimez-le pour le comptoir.',
  'setup.confirm.analytics.title': 'Statistiques de scans',
  'setup.confirm.analytics.text': 'Voyez combien de clients scannent puis laissent un avis.',
  'setup.confirm.back': 'Retour à la recherche',
  'setup.confirm.redirecting': 'Redirection...',
  'setup.confirm.registering': 'Enregistrement...',
  'setup.confirm.register': 'Enregistrer mon établissement',

  'setup.search.label': 'Recherchez votre établissement',
  'setup.search.placeholder': 'Nom de l’établissement et ville',
  'setup.search.clear': 'Effacer la recherche',
  'setup.search.hint': 'Ajoutez la ville pour affiner. Les résultats s’affichent pendant la saisie.',
  'setup.search.failedSummary': 'La recherche a échoué : {message}',
  'setup.search.searching': 'Recherche…',
  'setup.search.noneFor': 'Aucun établissement trouvé pour « {query} »',
  'setup.search.foundSummary':
    '{count, plural, one {# établissement trouvé} other {# établissements trouvés}}',
  'setup.search.found':
    '{count, plural, one {# établissement trouvé.} other {# établissements trouvés.}} Choisissez le vôtre.',
  'setup.search.unavailable':
    'Impossible de rechercher des établissements pour le moment. Veuillez réessayer dans un instant.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Catalogue de démonstration',
  'setup.search.demoNote': 'Lieux d’exemple, pas de vrais résultats Google',
  'setup.search.intro.title': 'Trouvez votre établissement',
  'setup.search.intro.tooShort':
    '{min, plural, one {Continuez à taper : une recherche demande au moins # caractère.} other {Continuez à taper : une recherche demande au moins # caractères.}}',
  'setup.search.intro.text':
    'Tapez son nom tel qu’il apparaît sur Google Maps, par exemple « Café Crème Lyon ».',
  'setup.search.none.title': 'Aucun établissement trouvé',
  'setup.search.none.text': 'Aucun résultat pour <term>« {query} »</term>. Essayez plutôt :',
  'setup.search.tip.name': 'Utilisez le nom complet de l’établissement',
  'setup.search.tip.city': 'Ajoutez la ville ou le quartier',
  'setup.search.tip.street': 'Indiquez l’adresse postale',
  'setup.search.tip.keywords': 'Essayez d’autres mots-clés',
  'setup.search.failed.title': 'La recherche a échoué',
  'setup.search.retry': 'Réessayer',

  'setup.rating.none': 'Pas encore d’avis',
  'setup.rating.sr': 'Noté {rating} sur 5',
  'setup.rating.srWithCount': 'Noté {rating} sur 5, {count, plural, one {# avis} other {# avis}}',
  'setup.rating.count': '({count, plural, one {# avis} other {# avis}})',

  'setup.overview.scans': 'Scans',
  'setup.overview.toGoogle': 'Vers Google',
  'setup.overview.rate': 'Taux',
  'setup.overview.newFeedback': 'Nouveaux avis privés',
  'setup.overview.open': 'Ouvrir',
  'setup.overview.openName': 'Ouvrir {name}',
  'setup.overview.onShow': 'Affiché',
  'setup.overview.thisWeek': 'Cette semaine',
  'setup.overview.lastWeek': 'La semaine dernière',
  'setup.overview.all': '{count, plural, one {# établissement} other {Les # établissements}}',

  'setup.switcher.label': 'Établissement : {name}. Changer d’établissement',
  'setup.switcher.yours': 'Vos établissements',
  'setup.switcher.verified': 'Vérifié',
  'setup.switcher.all': 'Tous les établissements',

  'setup.reviewFilter.saved': 'Filtre d’avis mis à jour',
  'setup.reviewFilter.savedOn':
    'Les notes de 1 à 3 étoiles voient désormais d’abord votre formulaire d’avis privé.',
  'setup.reviewFilter.savedOff': 'Chaque client va désormais directement sur Google.',
  'setup.reviewFilter.failed': 'Impossible de mettre à jour le filtre d’avis',
  'setup.reviewFilter.title': 'Filtre d’avis',
  'setup.reviewFilter.text': 'Écoutez en privé les clients mécontents avant qu’ils ne publient.',
  'setup.reviewFilter.label': 'Diriger d’abord les notes de 1 à 3 étoiles vers l’avis privé',
  'setup.reviewFilter.noteOn':
    'Google interdit de décourager les avis négatifs : les clients qui donnent 1 à 3 étoiles voient donc d’abord votre formulaire d’avis privé, qui leur propose toujours un lien pour publier sur Google.',
  'setup.reviewFilter.noteOff':
    'Désactivé : chaque client, quelle que soit sa note, va directement sur votre page d’avis Google.',

  'setup.language.saved': 'Langue de la page client mise à jour',
  'setup.language.savedAuto':
    'Chaque client voit désormais votre page de notation dans la langue de son téléphone.',
  'setup.language.savedFixed':
    'Chaque client voit désormais votre page de notation dans cette langue : {language}.',
  'setup.language.failed': 'Impossible de mettre à jour la langue de la page client',
  'setup.language.title': 'Langue de la page client',
  'setup.language.text': 'La langue des pages de notation et d’avis qu’ouvre votre code QR.',
  'setup.language.label': 'Langue',
  'setup.language.auto': 'Automatique (recommandé)',
  'setup.language.noteAuto':
    '{count, plural, one {Automatique : chaque client lit la page dans la langue de son téléphone (# langue), sinon en anglais.} other {Automatique : chaque client lit la page dans la langue de son téléphone (# langues), sinon en anglais.}}',
  'setup.language.noteFixed':
    'Toujours {language}, quelle que soit la langue du téléphone du client. Un lien se terminant par ?lang=xx garde sa propre langue.',

  'setup.timeZone.saved': 'Fuseau horaire mis à jour',
  'setup.timeZone.savedText':
    'Chaque jour et chaque semaine suivent désormais l’heure de {zone}, votre historique aussi.',
  'setup.timeZone.failed': 'Impossible de mettre à jour le fuseau horaire',
  'setup.timeZone.title': 'Fuseau horaire',
  'setup.timeZone.text':
    'L’heure à laquelle les journées de votre établissement commencent et finissent, pour chaque graphique et bilan.',
  'setup.timeZone.note':
    'Un scan à 23:30 ici compte pour ce jour-là. Le changer recalcule votre historique dans le nouveau fuseau.',
};

import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – plus d’avis Google, de téléphone à téléphone',
  'landing.description':
    'Obtenez plus d’avis Google, de téléphone à téléphone. Montrez un code QR, votre client donne sa note, et les clients satisfaits arrivent sur votre page d’avis Google.',
  'landing.ogImageAlt': '{product} : un téléphone affichant un code QR pour les avis',
  'landing.offer':
    'Par établissement et par mois, {users} utilisateurs inclus, essai gratuit de {days} jours',
  'landing.hero.badge': 'Des avis recueillis à chaud',
  'landing.hero.title': 'Plus d’avis Google avec <accent>votre seul téléphone</accent>',
  'landing.hero.text':
    'Juste après un bon service, montrez à votre client un code QR sur votre téléphone. Il le scanne, touche les étoiles et arrive sur votre page d’avis Google, pendant que la visite est encore toute fraîche. Pas d’affiches imprimées, pas d’e-mails de relance.',
  'landing.hero.start': 'Commencer l’essai gratuit',
  'landing.hero.how': 'Voir comment ça marche',
  'landing.assurance.trial': 'Essai gratuit de {days} jours',
  'landing.assurance.noCard': 'Sans carte bancaire',
  'landing.assurance.cancel': 'Résiliable à tout moment',
  'landing.benefits.eyebrow': 'Pourquoi ça marche',
  'landing.benefits.title': 'Les avis viennent des gens, pas des affiches',
  'landing.benefits.intro':
    'Le meilleur moment pour demander un avis, c’est quand le client sourit encore devant vous.',
  'landing.benefit.personal.title': 'La touche personnelle, de téléphone à téléphone',
  'landing.benefit.personal.text':
    'Demandez en face à face, juste après une belle visite. Une demande personnelle obtient un oui bien plus souvent qu’une affiche au mur ou un e-mail quelques jours plus tard.',
  'landing.benefit.local.title': 'Visibilité locale sur Maps et dans la recherche',
  'landing.benefit.local.text':
    'Des avis récents et réguliers aident votre établissement à apparaître quand les clients à proximité font une recherche sur Google Maps ou dans la recherche Google.',
  'landing.benefit.screen.title': 'Affichage sur l’écran du téléphone',
  'landing.benefit.screen.text':
    'Un écran d’avis clair et lumineux avec votre code QR, prêt en un geste sur le téléphone que vous avez déjà en poche.',
  'landing.benefits.claim':
    '<strong>Environ 3 fois plus d’avis Google.</strong> Voilà ce que permet une demande en personne, de téléphone à téléphone, par rapport aux affiches imprimées et aux e-mails de relance.',
  'landing.how.eyebrow': 'Comment ça marche',
  'landing.how.title': 'Opérationnel en trois étapes',
  'landing.how.intro':
    'Pas de matériel, pas d’impression, pas de formation. Si vous savez montrer une photo, vous savez recueillir des avis.',
  'landing.how.step': 'Étape {n} :',
  'landing.how.connect.title': 'Connectez votre fiche d’établissement Google',
  'landing.how.connect.text':
    'Connectez-vous, recherchez votre établissement et confirmez-le. Nous créons un lien direct vers votre page d’avis Google.',
  'landing.how.show.title': 'Affichez l’écran d’avis sur votre téléphone',
  'landing.how.show.text':
    'Ouvrez votre écran d’avis et présentez le code QR. Votre client le scanne avec son propre appareil photo.',
  'landing.how.ask.title': 'Demandez en personne après le service',
  'landing.how.ask.text':
    'Un aimable « Cela vous dérangerait de nous laisser un avis ? » au bon moment fait le reste.',
  'landing.pricing.eyebrow': 'Tarifs',
  'landing.pricing.title': 'Une seule formule, toute simple',
  'landing.pricing.intro':
    'Tout ce qu’il faut pour recueillir plus d’avis, pour chacun de vos établissements.',
  'landing.pricing.popular': 'Le plus populaire',
  'landing.pricing.perMonth': '/mois par établissement',
  'landing.pricing.users': '{users} utilisateurs inclus · +{extra}/mois par utilisateur supplémentaire',
  'landing.pricing.included': 'Inclus dans la formule',
  'landing.pricing.feature.screens': 'Écrans d’avis illimités sur téléphone',
  'landing.pricing.feature.templates': 'Modèles d’écran professionnels pour téléphone',
  'landing.pricing.feature.mobile': 'Affichage optimisé pour mobile',
  'landing.pricing.feature.links': 'Liens directs vers votre fiche d’établissement Google',
  'landing.pricing.feature.branding': 'Personnalisation à vos couleurs',
  'landing.pricing.feature.team': 'Accès pour l’équipe',
  'landing.pricing.trial': 'Essai gratuit de {days} jours, sans carte bancaire. Résiliable à tout moment.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Questions fréquentes',
  'landing.faq.locations.q': 'J’ai plusieurs établissements. Puis-je l’utiliser pour tous ?',
  'landing.faq.locations.a':
    'Oui. Chaque établissement a sa propre formule à {price}/mois, avec son propre lien d’avis Google, son code QR et son équipe : chacun recueille ainsi des avis sur sa propre fiche d’établissement Google.',
  'landing.faq.phone.q': 'Pourquoi un téléphone plutôt qu’une affiche ou un chevalet de table ?',
  'landing.faq.phone.a':
    'Une affiche, on l’ignore facilement. Quand vous montrez votre téléphone et demandez en personne juste après le service, la demande est personnelle et le moment est le bon : bien plus de clients passent à l’acte. Et un téléphone ne se décolore pas, ne se perd pas et n’a jamais besoin d’être réimprimé.',
  'landing.faq.equipment.q': 'Ai-je besoin d’un équipement particulier ?',
  'landing.faq.equipment.a':
    'Non. Le téléphone que vous avez déjà sur vous suffit. Vos clients scannent le code avec l’appareil photo de leur propre téléphone ; ils n’ont rien à installer.',
  'landing.faq.quick.q': 'En combien de temps puis-je démarrer ?',
  'landing.faq.quick.a':
    'En 2 minutes environ. Connectez-vous, trouvez votre établissement, confirmez-le, et votre écran d’avis est prêt à être montré.',
  'landing.faq.team.q': 'Toute mon équipe peut-elle l’utiliser ?',
  'landing.faq.team.a':
    'Oui. Invitez votre personnel avec un code d’équipe de 6 caractères pour que chacun puisse montrer l’écran d’avis sur son propre téléphone. {users} utilisateurs sont inclus ; chaque utilisateur supplémentaire coûte {extra}/mois.',
  'landing.about.eyebrow': 'À propos',
  'landing.about.title': 'À propos de {product}',
  'landing.about.text':
    '{product} aide les commerces de proximité à recueillir plus d’avis Google au moment où le client est le plus satisfait : un code QR sur le téléphone du gérant, une note en un geste, et le client arrive directement sur le formulaire d’avis Google. Nous stockons le moins de données possible, gardons confidentiels les avis privés des clients et ne vendons jamais de données.',
  'landing.about.contact': 'Contact :',
  'landing.about.contactFallback': 'notre adresse figure dans la politique de confidentialité.',
  'landing.cta.title': 'Votre prochain client satisfait est un avis qui ne demande qu’à être écrit',
  'landing.cta.text':
    'Commencez dès aujourd’hui à montrer votre écran d’avis. {days} jours gratuits, sans carte bancaire, résiliable à tout moment.',
  'landing.cta.start': 'Commencer votre essai gratuit',
  'landing.footer.tagline':
    'Plus d’avis Google pour les commerces de proximité, une demande de téléphone à téléphone à la fois.',
  'landing.footer.product': 'Produit',
  'landing.footer.company': 'Entreprise',
  'landing.footer.legal': 'Légal',
  'landing.footer.benefits': 'Avantages',
  'landing.footer.how': 'Comment ça marche',
  'landing.footer.pricing': 'Tarifs',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'À propos',
  'landing.footer.contact': 'Contact',
  'landing.footer.privacy': 'Politique de confidentialité',
  'landing.footer.terms': 'Conditions d’utilisation',
  'landing.footer.copyright': '© {year} {product}. Google est une marque de Google LLC.',
  'landing.suggest.text': 'Cette page existe aussi en {language}.',
  'landing.suggest.switch': 'La lire en {language}',
  'landing.suggest.dismiss': 'Rester en anglais',
  'landing.choice.welcome': 'Bienvenue, {name} !',
  'landing.choice.welcomeAnon': 'Bienvenue !',
  'landing.choice.question': 'Que souhaitez-vous faire aujourd’hui ?',
  'landing.choice.create.title': 'Créer votre établissement',
  'landing.choice.create.text':
    'Trouvez votre établissement sur Google, confirmez-le et obtenez votre code QR d’avis en 2 minutes environ.',
  'landing.choice.create.action': 'Commencer',
  'landing.choice.join.title': 'Rejoindre une équipe',
  'landing.choice.join.text':
    'Vous travaillez déjà dans un établissement qui l’utilise ? Saisissez le code d’équipe fourni par le gérant pour rejoindre l’équipe existante.',
  'landing.choice.join.action': 'Saisir un code',
  'landing.hero.illustration':
    'Le téléphone d’un commerçant affiche un code QR sous cinq étoiles ; le téléphone d’un client le scanne et ouvre la page d’avis Google.',
  'landing.art.business': 'Boulangerie du Marché',
  'landing.art.question': 'Comment s’est passée votre visite ?',
  'landing.art.scan': 'Scannez pour laisser un avis',
  'landing.art.googleReviews': 'Avis Google',
  'landing.art.point': 'Visez le code',
  'landing.art.reviewOn': 'Avis sur',
  'landing.art.newReview': 'Nouvel avis 5 étoiles',
  'landing.art.justNow': 'sur Google · à l’instant',
};

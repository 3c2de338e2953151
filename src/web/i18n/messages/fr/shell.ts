import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'Accueil de {product}',
  'shell.accountNav': 'Compte',
  'shell.welcome': 'Bienvenue, {name} !',
  'shell.welcomeAnon': 'Bienvenue !',
  'shell.dashboard': 'Tableau de bord',
  'shell.joinTeam': 'Rejoindre une équipe',
  'shell.signIn': 'Se connecter',
  'shell.withGoogle': 'avec Google',
  'shell.continueWithGoogle': 'Continuer avec Google',
  'shell.getStarted': 'Commencer',
  'shell.accountMenu': 'Menu du compte',
  'shell.logOut': 'Se déconnecter',
  'shell.language': 'Langue',
  'shell.languageMenu': 'Langue : {language}',
  'shell.languageSaveFailed':
    'Votre langue n’a pas pu être enregistrée. Elle s’applique pour l’instant sur cet appareil.',
  'shell.error': 'Erreur',
};

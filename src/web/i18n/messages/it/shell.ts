import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'Home di {product}',
  'shell.accountNav': 'Account',
  'shell.welcome': 'Ciao, {name}!',
  'shell.welcomeAnon': 'Ciao!',
  'shell.dashboard': 'Dashboard',
  'shell.joinTeam': 'Entra nel team',
  'shell.signIn': 'Accedi',
  'shell.withGoogle': 'con Google',
  'shell.continueWithGoogle': 'Continua con Google',
  'shell.getStarted': 'Inizia ora',
  'shell.accountMenu': 'Menu dell’account',
  'shell.logOut': 'Esci',
  'shell.language': 'Lingua',
  'shell.languageMenu': 'Lingua: {language}',
  'shell.languageSaveFailed':
    'Non è stato possibile salvare la lingua. Per ora vale solo su questo dispositivo.',
  'shell.error': 'Errore',
};

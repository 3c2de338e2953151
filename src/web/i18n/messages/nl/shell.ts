import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'Startpagina van {product}',
  'shell.accountNav': 'Account',
  'shell.welcome': 'Welkom, {name}!',
  'shell.welcomeAnon': 'Welkom!',
  'shell.dashboard': 'Dashboard',
  'shell.joinTeam': 'Word teamlid',
  'shell.signIn': 'Inloggen',
  'shell.withGoogle': 'met Google',
  'shell.continueWithGoogle': 'Doorgaan met Google',
  'shell.getStarted': 'Aan de slag',
  'shell.accountMenu': 'Accountmenu',
  'shell.logOut': 'Uitloggen',
  'shell.language': 'Taal',
  'shell.languageMenu': 'Taal: {language}',
  'shell.languageSaveFailed':
    'Je taal kon niet worden opgeslagen. Voorlopig geldt die alleen op dit apparaat.',
  'shell.error': 'Fout',
};

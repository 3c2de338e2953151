import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'Startseite von {product}',
  'shell.accountNav': 'Konto',
  'shell.welcome': 'Willkommen, {name}!',
  'shell.welcomeAnon': 'Willkommen!',
  'shell.dashboard': 'Dashboard',
  'shell.joinTeam': 'Team beitreten',
  'shell.signIn': 'Anmelden',
  'shell.withGoogle': 'mit Google',
  'shell.continueWithGoogle': 'Weiter mit Google',
  'shell.getStarted': 'Loslegen',
  'shell.accountMenu': 'Kontomenü',
  'shell.logOut': 'Abmelden',
  'shell.language': 'Sprache',
  'shell.languageMenu': 'Sprache: {language}',
  'shell.languageSaveFailed':
    'Ihre Sprache konnte nicht gespeichert werden. Vorerst gilt sie nur auf diesem Gerät.',
  'shell.error': 'Fehler',
};

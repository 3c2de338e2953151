import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': '{product} – strona główna',
  'shell.accountNav': 'Konto',
  'shell.welcome': 'Witaj, {name}!',
  'shell.welcomeAnon': 'Witaj!',
  'shell.dashboard': 'Panel',
  'shell.joinTeam': 'Dołącz do zespołu',
  'shell.signIn': 'Zaloguj się',
  'shell.withGoogle': 'przez Google',
  'shell.continueWithGoogle': 'Kontynuuj z Google',
  'shell.getStarted': 'Zacznij',
  'shell.accountMenu': 'Menu konta',
  'shell.logOut': 'Wyloguj się',
  'shell.language': 'Język',
  'shell.languageMenu': 'Język: {language}',
  'shell.languageSaveFailed': 'Nie udało się zapisać języka. Na razie obowiązuje tylko na tym urządzeniu.',
  'shell.error': 'Błąd',
};

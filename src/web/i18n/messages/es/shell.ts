import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'Inicio de {product}',
  'shell.accountNav': 'Cuenta',
  'shell.welcome': '¡Hola, {name}!',
  'shell.welcomeAnon': '¡Hola!',
  'shell.dashboard': 'Panel',
  'shell.joinTeam': 'Unirse a un equipo',
  'shell.signIn': 'Iniciar sesión',
  'shell.withGoogle': 'con Google',
  'shell.continueWithGoogle': 'Continuar con Google',
  'shell.getStarted': 'Empezar',
  'shell.accountMenu': 'Menú de la cuenta',
  'shell.logOut': 'Cerrar sesión',
  'shell.language': 'Idioma',
  'shell.languageMenu': 'Idioma: {language}',
  'shell.languageSaveFailed': 'No se pudo guardar tu idioma. Por ahora solo se aplica en este dispositivo.',
  'shell.error': 'Error',
};

import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'Página inicial do {product}',
  'shell.accountNav': 'Conta',
  'shell.welcome': 'Boas-vindas, {name}!',
  'shell.welcomeAnon': 'Boas-vindas!',
  'shell.dashboard': 'Painel',
  'shell.joinTeam': 'Entrar na equipe',
  'shell.signIn': 'Entrar',
  'shell.withGoogle': 'com o Google',
  'shell.continueWithGoogle': 'Continuar com o Google',
  'shell.getStarted': 'Começar',
  'shell.accountMenu': 'Menu da conta',
  'shell.logOut': 'Sair',
  'shell.language': 'Idioma',
  'shell.languageMenu': 'Idioma: {language}',
  'shell.languageSaveFailed':
    'Não foi possível salvar seu idioma. Por enquanto, ele vale só neste dispositivo.',
  'shell.error': 'Erro',
};

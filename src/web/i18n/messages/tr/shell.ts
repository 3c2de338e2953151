import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': '{product} ana sayfa',
  'shell.accountNav': 'Hesap',
  'shell.welcome': 'Hoş geldiniz, {name}!',
  'shell.welcomeAnon': 'Hoş geldiniz!',
  'shell.dashboard': 'Panel',
  'shell.joinTeam': 'Ekibe katıl',
  'shell.signIn': 'Giriş yap',
  'shell.withGoogle': 'Google ile',
  'shell.continueWithGoogle': 'Google ile devam et',
  'shell.getStarted': 'Başla',
  'shell.accountMenu': 'Hesap menüsü',
  'shell.logOut': 'Çıkış yap',
  'shell.language': 'Dil',
  'shell.languageMenu': 'Dil: {language}',
  'shell.languageSaveFailed': 'Dil tercihiniz kaydedilemedi. Şimdilik yalnızca bu cihazda geçerli.',
  'shell.error': 'Hata',
};

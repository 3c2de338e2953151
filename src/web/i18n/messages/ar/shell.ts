import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { shell as en } from '#web/i18n/messages/en/shell.ts';

export const shell: AreaOf<typeof en> = {
  'shell.home': 'الصفحة الرئيسية لـ {product}',
  'shell.accountNav': 'الحساب',
  'shell.welcome': 'مرحبًا، {name}!',
  'shell.welcomeAnon': 'مرحبًا!',
  'shell.dashboard': 'لوحة التحكم',
  'shell.joinTeam': 'انضم إلى فريق',
  'shell.signIn': 'تسجيل الدخول',
  'shell.withGoogle': 'باستخدام Google',
  'shell.continueWithGoogle': 'المتابعة باستخدام Google',
  'shell.getStarted': 'ابدأ الآن',
  'shell.accountMenu': 'قائمة الحساب',
  'shell.logOut': 'تسجيل الخروج',
  'shell.language': 'اللغة',
  'shell.languageMenu': 'اللغة: {language}',
  'shell.languageSaveFailed': 'تعذّر حفظ اللغة. ستُطبَّق على هذا الجهاز فقط في الوقت الحالي.',
  'shell.error': 'خطأ',
};

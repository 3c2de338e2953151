// The header, the account menu and the language menu.
export const shell = {
  'shell.home': '{product} home',
  'shell.accountNav': 'Account',
  'shell.welcome': 'Welcome, {name}!',
  'shell.welcomeAnon': 'Welcome!',
  'shell.dashboard': 'Dashboard',
  'shell.joinTeam': 'Join Team',
  'shell.signIn': 'Sign in',
  'shell.withGoogle': 'with Google',
  'shell.continueWithGoogle': 'Continue with Google',
  'shell.getStarted': 'Get Started',
  'shell.accountMenu': 'Account menu',
  'shell.logOut': 'Log Out',
  'shell.language': 'Language',
  'shell.languageMenu': 'Language: {language}',
  'shell.languageSaveFailed': 'Your language could not be saved. It applies on this device for now.',
  'shell.error': 'Error',
} as const;

import { LayoutDashboard, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useAccount, useSignIn } from '#web/app/use-account.ts';
import { LogoMark, PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { LanguageMenu } from './language-menu';

await loadMessages('shell');

/**
 * `whileLoading="signed-out"`: the prerendered landing page shows a visitor's header while the
 * account loads, so its first HTML is complete; other screens show the specification's spinner.
 */
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export function SiteHeader({ whileLoading = 'spinner' }: { whileLoading?: 'spinner' | 'signed-out' }) {
  const { t } = useI18n();
  const account = useAccount();
  const signIn = useSignIn();
  const { user, hasBusiness } = account;
  const isLoading = account.isLoading && whileLoading === 'spinner';
  const greeting = user?.firstName ? t('shell.welcome', { name: user.firstName }) : t('shell.welcomeAnon');
  const target = hasBusiness
    ? { to: paths.dashboard.href(), label: t('shell.dashboard'), Icon: LayoutDashboard }
    : { to: paths.join.href(), label: t('shell.joinTeam'), Icon: Users };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 min-[360px]:px-4 sm:px-6">
        <Link
          to={paths.home.href()}
          className="flex min-w-0 items-center gap-2 font-bold"
          aria-label={t('shell.home', { product: PRODUCT_NAME })}
        >
          {isLoading ? <Spinner className="size-8" /> : <LogoMark />}
          {/* Below 380 px the mark alone names the product, so both sign-in buttons fit beside it. */}
          <span className="hidden truncate text-base min-[380px]:inline sm:text-lg">{PRODUCT_NAME}</span>
        </Link>
        <nav className="flex items-center gap-1 sm:gap-2" aria-label={t('shell.accountNav')}>
          <LanguageMenu className="px-1.5 sm:px-2" />
          <ThemeToggle className="size-9 sm:size-10" />
          {isLoading ? null : user && !account.isLoading ? (
            <>
              {/* Below 640 px the greeting moves into the avatar menu (docs/product-rules.md §15). */}
              <span className="hidden max-w-48 truncate px-1 text-sm font-medium sm:inline lg:max-w-72">
                {greeting}
              </span>
              <Button asChild variant="outline" className="hidden sm:inline-flex">
                <Link to={target.to}>
                  <target.Icon />
                  {target.label}
                </Link>
              </Button>
              {/* Loaded only for a signed-in user: a visitor's landing page never downloads the menu. */}
              <Suspense fallback={<span aria-hidden className="size-9 rounded-full bg-primary" />}>
                <AccountMenu user={user} greeting={greeting} target={target} />
              </Suspense>
            </>
          ) : (
            <>
              {/* Both sign-in buttons on every width: a phone gets the short label. */}
              <Button variant="ghost" className="px-2 sm:px-4" onClick={signIn}>
                <span className="sm:hidden">
                  {t('shell.signIn')}
                  <span className="sr-only"> {t('shell.withGoogle')}</span>
                </span>
                <span className="hidden sm:inline">{t('shell.continueWithGoogle')}</span>
              </Button>
              <Button onClick={signIn} className="px-3 sm:px-4">
                {t('shell.getStarted')}
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

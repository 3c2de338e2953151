import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount, useRefreshAccount } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { JoinHelpCard } from '#web/features/teams/components/join-help-card.tsx';
import { JoinTeamForm } from '#web/features/teams/components/join-team-form.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

export function JoinRoute() {
  const account = useAccount();
  const refreshAccount = useRefreshAccount();
  const navigate = useNavigate();
  const [joined, setJoined] = useState(false);
  const { t } = useI18n();

  useEffect(() => {
    document.title = t('team.join.pageTitle', { product: PRODUCT_NAME });
  }, [t]);

  // Signed in and loaded: RequireAccount (src/web/app/layout/require-account.tsx) waited.
  // An owner or a member already has a team; after joining, the navigation below takes over.
  if (account.hasBusiness && !joined) return <Navigate to={paths.dashboard.href()} replace />;

  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Users aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('team.join.title')}</h1>
          <p className="text-muted-foreground">{t('team.join.intro')}</p>
        </div>
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <JoinTeamForm
              onJoined={() => {
                setJoined(true);
                // The dashboard should open on the new membership, not on the cached "no team".
                void refreshAccount().then(() => navigate(paths.dashboard.href()));
              }}
            />
          </CardContent>
        </Card>
        <JoinHelpCard homeHref={paths.home.href()} />
      </main>
    </div>
  );
}

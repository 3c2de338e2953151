import { useEffect } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

export function NotFoundRoute() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('dashboard.notFound.title');
  }, [t]);
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
        <p className="text-6xl font-extrabold text-primary">404</p>
        <h1 className="text-2xl font-bold">{t('dashboard.notFound.title')}</h1>
        <p className="text-muted-foreground">{t('dashboard.notFound.text')}</p>
        <Button asChild>
          <Link to={paths.home.href()}>{t('dashboard.notFound.home')}</Link>
        </Button>
      </main>
    </div>
  );
}

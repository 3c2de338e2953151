import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  // A new deployment replaces hashed chunks; a reload fetches the new ones.
  const stale =
    error instanceof TypeError && /dynamically imported module|Importing a module/.test(error.message);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        {stale ? t('dashboard.routeError.newVersion') : t('dashboard.routeError.title')}
      </h1>
      <p className="text-muted-foreground">
        {isRouteErrorResponse(error) ? error.statusText : t('dashboard.routeError.text')}
      </p>
      <Button onClick={() => window.location.reload()}>{t('dashboard.routeError.reload')}</Button>
    </main>
  );
}

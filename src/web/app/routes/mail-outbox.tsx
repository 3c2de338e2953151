import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useNotificationSettings } from '#web/features/notifications/api/notifications.ts';
import { MailOutbox } from '#web/features/notifications/components/mail-outbox.tsx';

export function MailOutboxRoute() {
  const settings = useNotificationSettings();
  const demo = settings.data?.mailMode !== 'smtp';

  useEffect(() => {
    document.title = `Mail outbox${demo ? ' (demo)' : ''} · ${PRODUCT_NAME}`;
  }, [demo]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
        <Button asChild variant="ghost" className="self-start">
          <Link to={paths.dashboard.href('notifications')}>
            <ArrowLeft aria-hidden />
            Back to notification settings
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{demo ? 'Mail outbox (demo)' : 'Mail outbox'}</h1>
        <MailOutbox />
      </main>
    </div>
  );
}

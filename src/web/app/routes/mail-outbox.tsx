import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { InvitationOutbox } from '#web/features/invitations/components/invitation-outbox.tsx';
import { useNotificationSettings } from '#web/features/notifications/api/get-notification-settings.ts';
import { MailOutbox } from '#web/features/notifications/components/mail-outbox.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('outbox');

export function MailOutboxRoute() {
  const { t } = useI18n();
  const settings = useNotificationSettings();
  const { business } = useAccount();
  const demo = settings.data?.mailMode !== 'smtp';
  const title = demo ? t('outbox.titleDemo') : t('outbox.title');

  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
        {/* A long language's "back" wraps instead of widening the phone's page. */}
        <Button
          asChild
          variant="ghost"
          className="h-auto min-h-9 max-w-full self-start whitespace-normal text-start"
        >
          <Link to={paths.dashboard.href('notifications')}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {t('outbox.back')}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{title}</h1>
        <MailOutbox />
        {/* The e-mails the owner's customers would have received, when mail is kept, not sent. */}
        {demo && settings.data && business ? <InvitationOutbox businessId={business.id} /> : null}
      </main>
    </div>
  );
}

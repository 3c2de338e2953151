import { paths } from '#web/app/paths.ts';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { NotificationSettingsPanel } from '#web/features/notifications/components/notification-settings.tsx';

export function NotificationsSection() {
  return (
    <>
      <SectionHeading title="Notifications" description="What ReviewTap e-mails you, and when." />
      <NotificationSettingsPanel outboxHref={paths.mailOutbox.href()} />
    </>
  );
}

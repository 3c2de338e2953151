import { SectionHeading } from '../../features/dashboard/components/section-heading';
import { NotificationSettingsPanel } from '../../features/notifications/components/notification-settings';
import { paths } from '../paths';

export function NotificationsSection() {
  return (
    <>
      <SectionHeading title="Notifications" description="What ReviewTap e-mails you, and when." />
      <NotificationSettingsPanel outboxHref={paths.mailOutbox.href()} />
    </>
  );
}

import { paths } from '#web/app/paths.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { NotificationSettingsPanel } from '#web/features/notifications/components/notification-settings.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

export function NotificationsSection({ businessId }: DashboardSectionProps) {
  const { t } = useI18n();
  return (
    <>
      <SectionHeading
        title={t('dashboard.notifications.title')}
        description={t('dashboard.notifications.description', { product: PRODUCT_NAME })}
      />
      <NotificationSettingsPanel outboxHref={paths.mailOutbox.href()} businessId={businessId} />
    </>
  );
}

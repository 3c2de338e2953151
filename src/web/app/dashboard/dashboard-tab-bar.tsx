import { ChartColumn, House, Menu, MessageSquareQuote, QrCode } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useSidebar } from '#web/components/ui/sidebar.tsx';
import { useWaitingCount } from '#web/features/analytics/api/get-today.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { WaitingBadge } from './waiting-badge';

await loadMessages('dashboard');

/**
 * A phone's way around the app, under the thumb: the home, reviews and feedback, the QR to show a
 * customer in the middle, statistics, and "More" for everything else (the sidebar's sheet). Desktops
 * keep the sidebar; this bar is not shown there.
 */
export function DashboardTabBar({
  active,
  businessId,
  businessParam,
}: {
  active: string;
  businessId: string;
  /** The location in the links, for an owner of several. */
  businessParam: string | undefined;
}) {
  const { t } = useI18n();
  const { setOpenMobile, openMobile } = useSidebar();
  const waiting = useWaitingCount(businessId);
  return (
    <nav
      aria-label={t('dashboard.tabs.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-[1fr_1fr_4.5rem_1fr_1fr] items-stretch">
        <Tab
          to={paths.dashboard.href('overview', businessParam)}
          icon={House}
          label={t('dashboard.tabs.home')}
          current={active === 'overview'}
        />
        <Tab
          to={paths.dashboard.href('reviews', businessParam)}
          icon={MessageSquareQuote}
          label={t('dashboard.tabs.reviews')}
          current={active === 'reviews'}
          badge={
            waiting > 0 ? (
              <WaitingBadge
                count={waiting}
                className="absolute -top-1 start-1/2 ms-2 min-w-5 rounded-full bg-primary px-1 text-center text-[0.6875rem] leading-5 font-semibold text-primary-foreground"
              />
            ) : null
          }
        />
        <li className="flex items-center justify-center">
          <Link
            to={paths.qrFullscreen.href()}
            className="flex size-14 -translate-y-3 flex-col items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <QrCode aria-hidden className="size-6" />
            <span className="sr-only">{t('dashboard.tabs.show')}</span>
          </Link>
        </li>
        <Tab
          to={paths.dashboard.href('analytics', businessParam)}
          icon={ChartColumn}
          label={t('dashboard.tabs.statistics')}
          current={active === 'analytics'}
        />
        <li>
          <button
            type="button"
            aria-expanded={openMobile}
            onClick={() => setOpenMobile(true)}
            className={tabClass(false)}
          >
            <Menu aria-hidden className="size-5" />
            <span>{t('dashboard.tabs.more')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

const tabClass = (current: boolean) =>
  cn(
    'relative flex h-full w-full flex-col items-center justify-center gap-0.5 text-[0.625rem] font-medium outline-none focus-visible:bg-accent',
    current ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
  );

function Tab({
  to,
  icon: Icon,
  label,
  current,
  badge,
}: {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  current: boolean;
  badge?: ReactNode;
}) {
  return (
    <li>
      <Link to={to} aria-current={current ? 'page' : undefined} className={tabClass(current)}>
        <Icon aria-hidden className="size-5" />
        <span className="max-w-full truncate px-0.5">{label}</span>
        {badge}
      </Link>
    </li>
  );
}

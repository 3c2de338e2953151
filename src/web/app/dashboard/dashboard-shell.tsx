import type { ReactNode } from 'react';
import type { User } from '#shared/schemas/auth.ts';
import { LanguageMenu } from '#web/app/layout/language-menu.tsx';
import { paths } from '#web/app/paths.ts';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '#web/components/ui/sidebar.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';
import { ShowToCustomersBar } from '#web/features/dashboard/components/show-to-customers-bar.tsx';
import { SendLinkButton } from '#web/features/links/components/send-link-button.tsx';
import { useStaffLink } from '#web/features/qr/api/get-staff-link.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSection } from './dashboard-section';
import { DashboardSidebar } from './dashboard-sidebar';
import { DashboardTabBar } from './dashboard-tab-bar';

await loadMessages('dashboard');

export function DashboardShell({
  user,
  businessName,
  businessId,
  locations,
  sections,
  active,
  children,
}: {
  user: User;
  businessName: string | null;
  businessId: string;
  locations: { id: string; name: string; address: string }[];
  sections: DashboardSection[];
  active: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const staffLink = useStaffLink(businessId);
  const businessParam = locations.length > 1 ? businessId : undefined;
  return (
    <SidebarProvider>
      <DashboardSidebar
        user={user}
        businessName={businessName}
        businessId={businessId}
        locations={locations}
        sections={sections}
        active={active}
      />
      <SidebarInset>
        <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 bg-blue-700 px-2 text-white shadow-sm sm:px-4 dark:bg-blue-950">
          <SidebarTrigger className="text-white hover:bg-white/15 hover:text-white" />
          <h1 className="truncate text-base font-semibold min-[400px]:text-lg">{t('dashboard.title')}</h1>
          <div className="ms-auto flex shrink-0 items-center sm:gap-1">
            {/* White on the blue bar; the native list keeps the page's own colours for its options. */}
            <LanguageMenu className="px-1.5 text-white hover:bg-white/15 focus-within:ring-white sm:px-2 [&_option]:bg-background [&_option]:text-foreground" />
            <ThemeToggle className="size-9 text-white hover:bg-white/15 hover:text-white sm:size-10" />
          </div>
        </header>
        {/* On a phone the tab bar covers the last 4 rem: the page ends above it. */}
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-24 sm:px-6 md:pb-6">{children}</main>
        <DashboardTabBar active={active} businessId={businessId} businessParam={businessParam} />
        <ShowToCustomersBar
          className="max-md:hidden"
          to={paths.qrFullscreen.href()}
          beside={
            <SendLinkButton
              businessId={businessId}
              businessName={businessName}
              personalLink={staffLink.data?.url}
            />
          }
        />
      </SidebarInset>
    </SidebarProvider>
  );
}

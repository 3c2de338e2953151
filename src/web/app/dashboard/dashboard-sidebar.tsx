import { LogOut, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { User } from '#shared/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '#web/components/ui/sidebar.tsx';
import { useWaitingCount } from '#web/features/analytics/api/get-today.ts';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { fullName } from '#web/lib/utils.ts';
import type { DashboardSection, SectionGroup } from './dashboard-section';
import { WaitingBadge } from './waiting-badge';

await loadMessages('dashboard');

const SECTION_GROUPS: SectionGroup[] = ['day', 'path', 'team', 'connections', 'account'];
const GROUP_LABEL = {
  day: 'dashboard.nav.group.day',
  path: 'dashboard.nav.group.path',
  team: 'dashboard.nav.group.team',
  connections: 'dashboard.nav.group.connections',
  account: 'dashboard.nav.group.account',
} as const satisfies Record<SectionGroup, string>;

type Location = { id: string; name: string; address: string; placeVerifiedAt?: string | null };

// Only an owner of several locations sees the switcher: its menu code loads for them alone.
const BusinessSwitcher = lazy(() =>
  import('#web/features/businesses/components/business-switcher.tsx').then((m) => ({
    default: m.BusinessSwitcher,
  })),
);

export function DashboardSidebar({
  user,
  businessName,
  sections,
  active,
  locations,
  businessId,
}: {
  user: User;
  businessName: string | null;
  sections: DashboardSection[];
  active: string;
  /** The owner's locations; with more than one, the header switches between them. */
  locations: Location[];
  businessId: string;
}) {
  const { t } = useI18n();
  const { isMobile, setOpenMobile } = useSidebar();
  const logout = useLogout();
  const waiting = useWaitingCount(businessId);
  const close = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar label={t('dashboard.nav.label')} description={t('dashboard.nav.description')}>
      <SidebarHeader className="border-b">
        <div className="flex items-center gap-3 overflow-hidden p-1 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:p-0">
          <UserAvatar user={user} className="group-data-[state=collapsed]/sidebar:size-8" />
          <div className="flex min-w-0 flex-col group-data-[state=collapsed]/sidebar:sr-only">
            <p className="truncate text-sm font-semibold">{fullName(user)}</p>
            {locations.length > 1 ? (
              <Suspense fallback={<p className="truncate text-xs text-muted-foreground">{businessName}</p>}>
                <BusinessSwitcher
                  locations={locations}
                  currentId={businessId}
                  hrefFor={(id) => paths.dashboard.href(active, id)}
                  allHref={paths.dashboard.href('locations', businessId)}
                  addHref={paths.setup.href(true)}
                  onChoose={close}
                />
              </Suspense>
            ) : (
              <p className="truncate text-xs text-muted-foreground">
                {businessName ?? t('dashboard.nav.noBusiness')}
              </p>
            )}
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t('dashboard.nav.sections')}>
          {SECTION_GROUPS.map((group) => {
            const inGroup = sections.filter((s) => s.group === group);
            // One location: "Add a location" stands where "All locations" will be with two.
            const addLocation = group === 'team' && locations.length === 1;
            if (inGroup.length === 0 && !addLocation) return null;
            return (
              <div key={group} className="mb-2">
                <SidebarGroupLabel>{t(GROUP_LABEL[group])}</SidebarGroupLabel>
                <SidebarMenu>
                  {inGroup.map((s) => (
                    <SidebarMenuItem key={s.key}>
                      <SidebarMenuButton
                        asChild
                        isActive={s.key === active}
                        tooltip={
                          s.key === 'reviews' && waiting > 0
                            ? t('dashboard.nav.waitingTooltip', { section: t(s.label), count: waiting })
                            : t(s.label)
                        }
                      >
                        <Link
                          to={paths.dashboard.href(s.key, locations.length > 1 ? businessId : undefined)}
                          aria-current={s.key === active ? 'page' : undefined}
                          onClick={close}
                        >
                          <s.icon aria-hidden />
                          <SidebarLabel className="flex flex-col">
                            <span className="flex items-center gap-2">
                              <span className="truncate">{t(s.label)}</span>
                              {s.key === 'reviews' && waiting > 0 ? <WaitingBadge count={waiting} /> : null}
                            </span>
                            <span className="truncate text-xs font-normal text-muted-foreground">
                              {t(s.description)}
                            </span>
                          </SidebarLabel>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  ))}
                  {addLocation ? (
                    <SidebarMenuItem>
                      <SidebarMenuButton asChild tooltip={t('dashboard.nav.addLocation')}>
                        <Link to={paths.setup.href(true)} onClick={close}>
                          <Plus aria-hidden />
                          <SidebarLabel className="flex flex-col">
                            <span className="truncate">{t('dashboard.nav.addLocation')}</span>
                            <span className="truncate text-xs font-normal text-muted-foreground">
                              {t('dashboard.nav.addLocationDescription')}
                            </span>
                          </SidebarLabel>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  ) : null}
                </SidebarMenu>
              </div>
            );
          })}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenuButton tooltip={t('dashboard.nav.signOut')} onClick={() => void logout()}>
          <LogOut aria-hidden className="rtl:-scale-x-100" />
          <SidebarLabel>{t('dashboard.nav.signOut')}</SidebarLabel>
        </SidebarMenuButton>
      </SidebarFooter>
    </Sidebar>
  );
}

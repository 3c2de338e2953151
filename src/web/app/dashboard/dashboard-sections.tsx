import {
  Bell,
  ChartColumn,
  Code,
  CreditCard,
  Database,
  LayoutDashboard,
  MessageSquareQuote,
  MessageSquareText,
  Palette,
  Store,
  Users,
} from 'lucide-react';
import { lazy } from 'react';
import { paths } from '#web/app/paths.ts';
import type { DashboardSection } from './dashboard-section';

// Each section is its own chunk (issue 20): the first view loads the overview only, and the charts
// come with Statistics. The route shows a spinner in the content area while a section loads.
const OverviewSection = lazy(() =>
  import('./dashboard-overview').then((m) => ({ default: m.OverviewSection })),
);
const CustomizeSection = lazy(() =>
  import('./dashboard-customize').then((m) => ({ default: m.CustomizeSection })),
);
const TeamSection = lazy(() => import('./dashboard-team').then((m) => ({ default: m.TeamSection })));
const BillingSection = lazy(() => import('./dashboard-billing').then((m) => ({ default: m.BillingSection })));
const LocationsSection = lazy(() =>
  import('./dashboard-locations').then((m) => ({ default: m.LocationsSection })),
);
const NotificationsSection = lazy(() =>
  import('./dashboard-notifications').then((m) => ({ default: m.NotificationsSection })),
);
const DevelopersSection = lazy(() =>
  import('./dashboard-developers').then((m) => ({ default: m.DevelopersSection })),
);
const DataSection = lazy(() => import('./dashboard-data').then((m) => ({ default: m.DataSection })));
const StatisticsSection = lazy(() =>
  import('./dashboard-statistics').then((m) => ({ default: m.StatisticsSection })),
);
const GoogleSection = lazy(() =>
  import('#web/features/google/components/google-section.tsx').then((m) => ({ default: m.GoogleSection })),
);
const FeedbackSection = lazy(() =>
  import('#web/features/feedback/components/feedback-section.tsx').then((m) => ({
    default: m.FeedbackSection,
  })),
);

/** The dashboard's sections, in sidebar order. Adding a section is one entry here. */
const dashboardSections: DashboardSection[] = [
  {
    key: 'overview',
    label: 'Overview',
    description: 'Business dashboard',
    icon: LayoutDashboard,
    Component: OverviewSection,
  },
  {
    key: 'customize',
    label: 'Customize',
    description: 'QR templates',
    icon: Palette,
    Component: CustomizeSection,
  },
  {
    key: 'team',
    label: 'Team',
    description: 'Add team members',
    memberDescription: 'Manage members',
    icon: Users,
    Component: TeamSection,
  },
  {
    key: 'statistics',
    label: 'Statistics',
    description: 'Analytics & metrics',
    icon: ChartColumn,
    Component: StatisticsSection,
  },
  {
    key: 'google',
    label: 'Google reviews',
    description: 'Reviews, replies & growth',
    icon: MessageSquareQuote,
    Component: ({ businessId, isOwner, ownedBusiness }) => (
      <GoogleSection
        businessId={businessId}
        isOwner={isOwner}
        placeClaimedAt={ownedBusiness?.placeClaimedAt ?? null}
      />
    ),
  },
  {
    key: 'feedback',
    label: 'Customer Feedback',
    description: 'View feedback from 1-3 star reviews',
    icon: MessageSquareText,
    Component: ({ businessId }) => (
      <FeedbackSection businessId={businessId} viewAllHref={paths.feedbackInbox.href()} />
    ),
  },
  {
    key: 'notifications',
    label: 'Notifications',
    description: 'E-mail alerts & summary',
    icon: Bell,
    Component: NotificationsSection,
  },
  {
    key: 'billing',
    label: 'Billing',
    description: 'Plans & payments',
    icon: CreditCard,
    ownerOnly: true,
    Component: BillingSection,
  },
  {
    key: 'locations',
    label: 'All locations',
    description: 'Every location, add one',
    icon: Store,
    ownerOnly: true,
    Component: LocationsSection,
  },
  {
    key: 'developers',
    label: 'Developers',
    description: 'API tokens & webhooks',
    icon: Code,
    ownerOnly: true,
    Component: DevelopersSection,
  },
  {
    key: 'data',
    label: 'Your data',
    description: 'Export and delete',
    icon: Database,
    Component: DataSection,
  },
];

const ownerSections = dashboardSections;
// Built once: the member's list never changes, and stable objects keep effects from re-running.
const memberSections = dashboardSections
  .filter((s) => !s.ownerOnly)
  .map((s) => (s.memberDescription ? { ...s, description: s.memberDescription } : s));

export const sectionsFor = (isOwner: boolean) => (isOwner ? ownerSections : memberSections);

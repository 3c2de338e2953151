import {
  BadgeCheck,
  Bell,
  ChartColumn,
  Code,
  CreditCard,
  Database,
  House,
  MailPlus,
  MessageSquareQuote,
  Route,
  Store,
  Users,
} from 'lucide-react';
import { lazy } from 'react';
import { loadMessages } from '#web/i18n/locale-store.ts';
import type { DashboardSection } from './dashboard-section';

await loadMessages('dashboard');

// Each section is its own chunk: the first view loads the overview only, and the charts
// come with analytics. The route shows a spinner in the content area while a section loads.
const OverviewSection = lazy(() =>
  import('./dashboard-overview').then((m) => ({ default: m.OverviewSection })),
);
const CustomizeSection = lazy(() =>
  import('./dashboard-customize').then((m) => ({ default: m.CustomizeSection })),
);
// A section's words come with its code: each module asks for its own messages (locale-store.ts).
const TeamSection = lazy(() =>
  import('./dashboard-team').then((m) => ({
    default: m.TeamSection,
  })),
);
const BillingSection = lazy(() => import('./dashboard-billing').then((m) => ({ default: m.BillingSection })));
const LocationsSection = lazy(() =>
  import('./dashboard-locations').then((m) => ({ default: m.LocationsSection })),
);
const NotificationsSection = lazy(() =>
  import('./dashboard-notifications').then((m) => ({
    default: m.NotificationsSection,
  })),
);
const DevelopersSection = lazy(() =>
  import('./dashboard-developers').then((m) => ({
    default: m.DevelopersSection,
  })),
);
const DataSection = lazy(() =>
  import('./dashboard-data').then((m) => ({
    default: m.DataSection,
  })),
);
const InvitationsSection = lazy(() =>
  import('./dashboard-invitations').then((m) => ({ default: m.InvitationsSection })),
);
const AnalyticsSection = lazy(() =>
  import('./dashboard-analytics').then((m) => ({
    default: m.AnalyticsSection,
  })),
);
const GoogleSection = lazy(() =>
  import('./dashboard-google').then((m) => ({ default: m.GoogleProfileSection })),
);
const ReviewsSection = lazy(() => import('./dashboard-reviews').then((m) => ({ default: m.ReviewsSection })));

/** The dashboard's sections, in sidebar order. Adding a section is one entry here. */
const dashboardSections: DashboardSection[] = [
  {
    key: 'overview',
    group: 'day',
    label: 'dashboard.section.overview.label',
    description: 'dashboard.section.overview.description',
    icon: House,
    Component: OverviewSection,
  },
  {
    key: 'reviews',
    group: 'day',
    label: 'dashboard.section.reviews.label',
    description: 'dashboard.section.reviews.description',
    icon: MessageSquareQuote,
    Component: ReviewsSection,
  },
  {
    key: 'analytics',
    group: 'day',
    label: 'dashboard.section.analytics.label',
    description: 'dashboard.section.analytics.description',
    icon: ChartColumn,
    Component: AnalyticsSection,
  },
  {
    key: 'customize',
    group: 'path',
    label: 'dashboard.section.customize.label',
    description: 'dashboard.section.customize.description',
    icon: Route,
    Component: CustomizeSection,
  },
  {
    key: 'invitations',
    group: 'path',
    label: 'dashboard.section.invitations.label',
    description: 'dashboard.section.invitations.description',
    icon: MailPlus,
    Component: InvitationsSection,
  },
  {
    key: 'team',
    group: 'team',
    label: 'dashboard.section.team.label',
    description: 'dashboard.section.team.description',
    memberDescription: 'dashboard.section.team.memberDescription',
    icon: Users,
    Component: TeamSection,
  },
  {
    key: 'billing',
    group: 'team',
    label: 'dashboard.section.billing.label',
    description: 'dashboard.section.billing.description',
    icon: CreditCard,
    ownerOnly: true,
    Component: BillingSection,
  },
  {
    key: 'locations',
    group: 'team',
    label: 'dashboard.section.locations.label',
    description: 'dashboard.section.locations.description',
    icon: Store,
    ownerOnly: true,
    severalLocationsOnly: true,
    Component: LocationsSection,
  },
  {
    key: 'google',
    group: 'connections',
    label: 'dashboard.section.google.label',
    description: 'dashboard.section.google.description',
    icon: BadgeCheck,
    Component: GoogleSection,
  },
  {
    key: 'developers',
    group: 'connections',
    label: 'dashboard.section.developers.label',
    description: 'dashboard.section.developers.description',
    icon: Code,
    ownerOnly: true,
    Component: DevelopersSection,
  },
  {
    key: 'notifications',
    group: 'account',
    label: 'dashboard.section.notifications.label',
    description: 'dashboard.section.notifications.description',
    icon: Bell,
    Component: NotificationsSection,
  },
  {
    key: 'data',
    group: 'account',
    label: 'dashboard.section.data.label',
    description: 'dashboard.section.data.description',
    icon: Database,
    Component: DataSection,
  },
];

// Built once: the lists never change, and stable objects keep effects from re-running. An owner of
// one location sees "Add a location" instead of "All locations" (dashboard-sidebar.tsx).
const ownerSections = dashboardSections;
const oneLocationSections = dashboardSections.filter((s) => !s.severalLocationsOnly);
const memberSections = dashboardSections
  .filter((s) => !s.ownerOnly)
  .map((s) => (s.memberDescription ? { ...s, description: s.memberDescription } : s));

export const sectionsFor = (isOwner: boolean, locationCount = 1) =>
  isOwner ? (locationCount > 1 ? ownerSections : oneLocationSections) : memberSections;

/**
 * Older links' names for a section: the analytics section was "statistics", the template "customize",
 * and private feedback had its own section before the inbox held it.
 */
const OLD_NAMES: Record<string, string> = {
  statistics: 'analytics',
  'review-filter': 'customize',
  feedback: 'reviews',
};
export const sectionKeyOf = (asked: string | null) => (asked ? (OLD_NAMES[asked] ?? asked) : null);

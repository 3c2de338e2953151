import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Business } from '#shared/schemas/businesses.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

/** What every section is given: the displayed business and the caller's place in it. */
export type DashboardSectionProps = {
  businessId: string;
  businessName: string;
  isOwner: boolean;
  /** The business the user owns, with the owner-only fields; null for a team member. */
  ownedBusiness: Business | null;
};

/**
 * What the owner is doing there: the day (the home, reviews, statistics), the customer's path, the
 * team and plan, connections, the account and data. The sidebar and the phone's "More" list group by it.
 */
export type SectionGroup = 'day' | 'path' | 'team' | 'connections' | 'account';

export type DashboardSection = {
  key: string;
  group: SectionGroup;
  /** Message keys: the sidebar and the title translate them where they are shown. */
  label: MessageKey;
  description: MessageKey;
  icon: LucideIcon;
  ownerOnly?: boolean;
  /** Listed only for an owner of two locations or more. */
  severalLocationsOnly?: boolean;
  /** The description a team member sees, when theirs differs from the owner's. */
  memberDescription?: MessageKey;
  Component: ComponentType<DashboardSectionProps>;
};

import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Business } from '#shared/schemas/businesses.ts';

/** What every section is given: the displayed business and the caller's place in it. */
export type DashboardSectionProps = {
  businessId: string;
  businessName: string;
  isOwner: boolean;
  /** The business the user owns, with the owner-only fields; null for a team member. */
  ownedBusiness: Business | null;
};

export type DashboardSection = {
  key: string;
  label: string;
  description: string;
  icon: LucideIcon;
  ownerOnly?: boolean;
  /** The description a team member sees, when theirs differs from the owner's. */
  memberDescription?: string;
  Component: ComponentType<DashboardSectionProps>;
};

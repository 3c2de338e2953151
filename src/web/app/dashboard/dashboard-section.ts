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

export type DashboardSection = {
  key: string;
  /** Message keys: the sidebar and the title translate them where they are shown. */
  label: MessageKey;
  description: MessageKey;
  icon: LucideIcon;
  ownerOnly?: boolean;
  /** The description a team member sees, when theirs differs from the owner's. */
  memberDescription?: MessageKey;
  Component: ComponentType<DashboardSectionProps>;
};

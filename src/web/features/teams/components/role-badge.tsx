import { Crown, User } from 'lucide-react';
import type { Role } from '#shared/schemas/businesses.ts';
import { Badge } from '#web/components/ui/badge.tsx';

export function RoleBadge({ role }: { role: Role }) {
  return role === 'owner' ? (
    <Badge>
      <Crown aria-hidden className="size-3" />
      Owner
    </Badge>
  ) : (
    <Badge variant="secondary">
      <User aria-hidden className="size-3" />
      Member
    </Badge>
  );
}

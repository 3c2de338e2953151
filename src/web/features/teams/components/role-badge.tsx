import { Crown, User } from 'lucide-react';
import type { Role } from '#shared/schemas/businesses.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useI18n();
  return role === 'owner' ? (
    <Badge>
      <Crown aria-hidden className="size-3" />
      {t('team.role.owner')}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <User aria-hidden className="size-3" />
      {t('team.role.member')}
    </Badge>
  );
}

import { CircleAlert } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('team');

export function MembershipError() {
  const { t } = useI18n();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-destructive/50 bg-card p-4">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p>{t('team.member.loadError')}</p>
    </div>
  );
}

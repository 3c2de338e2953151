import { WifiOff } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

/** A small, calm note on the QR screens: the code needs no signal on this phone, only on the customer's. */
export function OfflineBadge({ dark }: { dark: boolean }) {
  const { t } = useI18n();
  return (
    <p
      role="status"
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] mx-auto flex w-fit items-center gap-2 rounded-full px-3 py-1.5 text-xs font-medium',
        dark ? 'bg-white/10 text-neutral-300' : 'bg-neutral-100 text-neutral-600',
      )}
    >
      <WifiOff aria-hidden className="size-3.5" />
      {t('dashboard.pwa.offlineWorks')}
    </p>
  );
}

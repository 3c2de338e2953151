import { ArrowLeft, WifiOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

/** Offline, and this phone has never shown the QR code with signal: say what to do, no spinner. */
export function OfflineNoCopy({ onReturn }: { onReturn: () => void }) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <WifiOff aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('dashboard.pwa.offline.title')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('dashboard.pwa.offline.text')}</p>
      <Button variant="outline" onClick={onReturn}>
        <ArrowLeft aria-hidden className="rtl:rotate-180" />
        {t('dashboard.pwa.offline.back')}
      </Button>
    </main>
  );
}

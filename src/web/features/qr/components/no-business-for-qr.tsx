import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

/** The QR screens of a signed-in person with no business to show a code for. */
export function NoBusinessForQr({ onReturn }: { onReturn: () => void }) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('qr.notFound.title')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('qr.notFound.text')}</p>
      <Button onClick={onReturn}>
        <ArrowLeft aria-hidden className="rtl:rotate-180" />
        {t('qr.notFound.return')}
      </Button>
    </main>
  );
}

import { useEscape } from '#web/features/qr/hooks/use-escape.ts';
import { useWakeLock } from '#web/features/qr/hooks/use-wake-lock.ts';
import { QR_SIZE } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { FullscreenBackButton } from './fullscreen-back-button';
import { QrCode } from './qr-code';

await loadMessages('qr');

/** A full-screen QR of the business's Google review link, on white or on black. */
export function GoogleQrView({
  url,
  businessName,
  tone,
  onBack,
}: {
  url: string;
  businessName: string;
  tone: 'light' | 'dark';
  onBack: () => void;
}) {
  const { t } = useI18n();
  const dark = tone === 'dark';
  useWakeLock();
  useEscape(onBack);
  return (
    <main
      className={cn(
        'relative flex min-h-dvh flex-col items-center justify-center gap-6 px-2 py-16 text-center sm:px-4',
        dark ? 'bg-black text-white' : 'bg-white text-neutral-900',
      )}
    >
      <FullscreenBackButton dark={dark} onBack={onBack} />
      <h1 className="max-w-sm text-2xl font-bold break-words">{businessName}</h1>
      <div className={cn('max-w-full overflow-hidden rounded-2xl bg-white', dark ? 'p-2' : 'p-0')}>
        <QrCode
          value={url}
          size={QR_SIZE.google}
          label={t('qr.code.googleLabel', { name: businessName })}
          className="h-auto max-w-full"
        />
      </div>
      <p className={cn('text-lg font-medium', dark ? 'text-neutral-200' : 'text-neutral-700')}>
        {t('qr.scanGoogle')}
      </p>
    </main>
  );
}

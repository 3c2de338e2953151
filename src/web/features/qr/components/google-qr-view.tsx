import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useEscape } from '../hooks/use-escape';
import { useWakeLock } from '../hooks/use-wake-lock';
import { QR_SIZE } from '../lib/template';
import { QrCode } from './qr-code';

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
      <Button
        variant="ghost"
        size="icon"
        onClick={onBack}
        aria-label="Back to dashboard"
        className={cn(
          'absolute top-[max(0.75rem,env(safe-area-inset-top))] left-3',
          dark ? 'text-white hover:bg-white/15 hover:text-white' : 'text-neutral-900 hover:bg-neutral-100',
        )}
      >
        <ArrowLeft aria-hidden className="size-6!" />
      </Button>
      <h1 className="max-w-sm text-2xl font-bold break-words">{businessName}</h1>
      <div className={cn('max-w-full overflow-hidden rounded-2xl bg-white', dark ? 'p-2' : 'p-0')}>
        <QrCode
          value={url}
          size={QR_SIZE.google}
          label={`QR code for the Google review page of ${businessName}`}
          className="h-auto max-w-full"
        />
      </div>
      <p className={cn('text-lg font-medium', dark ? 'text-neutral-200' : 'text-neutral-700')}>
        Scan to leave a review on Google
      </p>
    </main>
  );
}

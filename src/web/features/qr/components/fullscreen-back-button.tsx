import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('qr');

/** The back arrow of the full-screen QR pages, clear of a phone's notch, readable on black or white. */
export function FullscreenBackButton({ dark, onBack }: { dark: boolean; onBack: () => void }) {
  const { t } = useI18n();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onBack}
      aria-label={t('qr.fullscreen.back')}
      className={cn(
        'absolute top-[max(0.75rem,env(safe-area-inset-top))] start-3',
        dark ? 'text-white hover:bg-white/15 hover:text-white' : 'text-neutral-900 hover:bg-neutral-100',
      )}
    >
      <ArrowLeft aria-hidden className="size-6! rtl:rotate-180" />
    </Button>
  );
}

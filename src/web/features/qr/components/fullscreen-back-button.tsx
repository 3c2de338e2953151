import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/** The back arrow of the full-screen QR pages, clear of a phone's notch, readable on black or white. */
export function FullscreenBackButton({ dark, onBack }: { dark: boolean; onBack: () => void }) {
  return (
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
  );
}

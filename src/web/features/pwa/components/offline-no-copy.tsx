import { ArrowLeft, WifiOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Offline, and this phone has never shown the QR code with signal: say what to do, no spinner. */
export function OfflineNoCopy({ onReturn }: { onReturn: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <WifiOff aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">You're offline</h1>
      <p className="max-w-sm text-muted-foreground">
        This phone has no saved QR code yet. Open Show To Customers once with signal, and it will work offline
        from then on.
      </p>
      <Button variant="outline" onClick={onReturn}>
        <ArrowLeft aria-hidden />
        Return to Dashboard
      </Button>
    </main>
  );
}

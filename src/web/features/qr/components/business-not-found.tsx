import { ArrowLeft } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function BusinessNotFound({ onReturn }: { onReturn: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Business not found</h1>
      <p className="max-w-sm text-muted-foreground">
        There is no business on your account to show a QR code for yet.
      </p>
      <Button onClick={onReturn}>
        <ArrowLeft aria-hidden />
        Return to Dashboard
      </Button>
    </main>
  );
}

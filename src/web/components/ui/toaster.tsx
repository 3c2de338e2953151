import { X } from 'lucide-react';
import { dismissToast, useToast } from '#web/lib/toast-store.ts';
import { cn } from '#web/lib/utils.ts';

/** Renders the one visible toast. Polite for news, assertive for errors. */
export function Toaster() {
  const t = useToast();
  return (
    <div
      aria-live={t?.variant === 'destructive' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[100] flex justify-center px-4 sm:bottom-auto sm:top-4 sm:right-4 sm:left-auto sm:justify-end"
    >
      {t ? (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg animate-[toast-in_150ms_ease-out]',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-popover text-popover-foreground',
          )}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{t.title}</p>
            {t.description ? <p className="mt-1 text-sm opacity-90">{t.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label="Dismiss notification"
            className="opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

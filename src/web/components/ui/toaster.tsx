import { X } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { dismissToast, useToast } from '#web/lib/toast-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

/**
 * Renders the one visible toast. Polite for news, assertive for errors. On a phone it sits just under
 * the header, never over the controls at the thumb (the tab bar, a form's button, a switch's own
 * note) that it talks about; from 640 px in the top corner.
 */
export function Toaster() {
  const { t } = useI18n();
  const toast = useToast();
  return (
    <div
      aria-live={toast?.variant === 'destructive' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+4rem)] z-[100] flex justify-center px-4 sm:top-4 sm:end-4 sm:start-auto sm:justify-end"
    >
      {toast ? (
        <div
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg animate-[toast-in_150ms_ease-out]',
            toast.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-popover text-popover-foreground',
          )}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label={t('dashboard.ui.dismiss')}
            className="opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

import { useToast } from '#web/lib/toast-store.ts';

/** The one visible toast on the customer pages, styled with their own small stylesheet. */
export function CustomerToaster() {
  const t = useToast();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {t ? (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto w-full max-w-sm rounded-xl px-4 py-3 shadow-lg ${
            t.variant === 'destructive'
              ? 'bg-red-700 text-white'
              : 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
          }`}
        >
          <p className="font-semibold">{t.title}</p>
          {t.description ? <p className="mt-0.5 text-sm opacity-90">{t.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

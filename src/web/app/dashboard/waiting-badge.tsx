import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

/** What needs an answer: the number shows; the words are for a screen reader. */
export function WaitingBadge({ count, className }: { count: number; className?: string }) {
  const { rich } = useI18n();
  return (
    <span
      className={
        className ?? 'ms-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground'
      }
    >
      {rich('dashboard.nav.waiting', {
        count,
        sr: (chunks) => (
          <span key="sr" className="sr-only">
            {chunks}
          </span>
        ),
      })}
    </span>
  );
}

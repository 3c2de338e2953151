import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('dashboard');

/** A whole screen waiting for its data: one centred spinner with the specification's 'Loading...'. */
export function RouteLoading({ label }: { label?: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" label={t(label ?? 'dashboard.loading')} />
    </div>
  );
}

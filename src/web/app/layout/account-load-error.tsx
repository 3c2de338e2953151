import type { useAccount } from '#web/app/use-account.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

/**
 * A signed-in screen whose business or team membership could not be read: say so, with a retry,
 * never "No Business Found" (a failed read is not "no business": product rules §16). The screen
 * hands in its own account state: a second observer here would retry on mount and flicker.
 */
export function AccountLoadError({
  account: { failedRead, retrying, retryReads },
}: {
  account: Pick<ReturnType<typeof useAccount>, 'failedRead' | 'retrying' | 'retryReads'>;
}) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md">
        <LoadError
          title={
            failedRead === 'business'
              ? t('dashboard.accountError.business')
              : t('dashboard.accountError.membership')
          }
          description={t('dashboard.accountError.description')}
          retrying={retrying}
          onRetry={() => void retryReads()}
        />
      </div>
    </main>
  );
}

import { QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

/** Always within thumb's reach: the one thing an owner does with a customer in front of them. */
/** `beside`: what sits next to it, for a customer who has already left (Send link). */
export function ShowToCustomersBar({
  to,
  beside,
  className,
}: {
  to: string;
  beside?: ReactNode;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 border-t bg-background/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur supports-[backdrop-filter]:bg-background/80',
        className,
      )}
    >
      <div className="flex gap-2 sm:mx-auto sm:max-w-md">
        <Button asChild size="lg" className="min-w-0 flex-1 px-3 sm:px-6">
          <Link to={to}>
            <QrCode aria-hidden />
            {t('dashboard.action.show.title')}
          </Link>
        </Button>
        {beside}
      </div>
    </div>
  );
}

import { Loader2 } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useI18n();
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden className={cn('size-5 animate-spin text-primary', className)} />
      {label ? <span>{label}</span> : <span className="sr-only">{t('dashboard.ui.loading')}</span>}
    </span>
  );
}

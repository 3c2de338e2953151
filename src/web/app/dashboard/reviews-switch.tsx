import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

/** The sections behind the phone's "Reviews" tab. */
export const REVIEW_SECTIONS = new Set(['google', 'feedback']);

/** On a phone, one tab holds both: Google's public reviews and the private feedback, a switch apart. */
export function ReviewsSwitch({ active, businessParam }: { active: string; businessParam?: string }) {
  const { t } = useI18n();
  const item = (key: 'google' | 'feedback') => (
    <Link
      to={paths.dashboard.href(key, businessParam)}
      aria-current={active === key ? 'page' : undefined}
      className={cn(
        'flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium',
        active === key ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
      )}
    >
      {t(key === 'google' ? 'dashboard.section.google.label' : 'dashboard.section.feedback.label')}
    </Link>
  );
  return (
    <nav
      aria-label={t('dashboard.tabs.reviews')}
      className="mb-4 flex gap-1 rounded-lg bg-muted p-1 md:hidden"
    >
      {item('google')}
      {item('feedback')}
    </nav>
  );
}

import { AlertTriangle, Building2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { MIN_QUERY_LENGTH } from '#web/features/places/api/search-places.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('setup');

function StateBox({
  icon,
  title,
  children,
  tone = 'muted',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'muted' | 'error';
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-5 py-8 text-center',
        tone === 'error' ? 'border-destructive/50 bg-destructive/5' : 'bg-muted/40',
      )}
    >
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
        )}
      >
        {icon}
      </span>
      <p className="text-base font-semibold">{title}</p>
      {children}
    </div>
  );
}

export function SearchIntro({ tooShort }: { tooShort: boolean }) {
  const { t } = useI18n();
  return (
    <StateBox icon={<Building2 aria-hidden className="size-6" />} title={t('setup.search.intro.title')}>
      <p className="max-w-sm text-sm text-muted-foreground">
        {tooShort
          ? t('setup.search.intro.tooShort', { min: MIN_QUERY_LENGTH })
          : t('setup.search.intro.text')}
      </p>
    </StateBox>
  );
}

const TIPS = [
  'setup.search.tip.name',
  'setup.search.tip.city',
  'setup.search.tip.street',
  'setup.search.tip.keywords',
] as const;

export function NoResults({ query }: { query: string }) {
  const { t, rich } = useI18n();
  return (
    <StateBox icon={<SearchX aria-hidden className="size-6" />} title={t('setup.search.none.title')}>
      <p className="text-sm text-muted-foreground">
        {rich('setup.search.none.text', {
          query,
          term: (chunks) => (
            <span key="term" className="font-medium text-foreground break-all">
              {chunks}
            </span>
          ),
        })}
      </p>
      <ul className="flex flex-col gap-1.5 text-start text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden className="text-primary">
              •
            </span>
            {t(tip)}
          </li>
        ))}
      </ul>
    </StateBox>
  );
}

export function SearchFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <StateBox
      icon={<AlertTriangle aria-hidden className="size-6" />}
      title={t('setup.search.failed.title')}
      tone="error"
    >
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('setup.search.retry')}
      </Button>
    </StateBox>
  );
}

export function ResultsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse flex-col gap-2.5 rounded-xl border bg-card p-4">
          <div className="h-4 w-1/2 rounded bg-muted" />
          <div className="h-3 w-4/5 rounded bg-muted" />
          <div className="flex gap-2">
            <div className="h-4 w-20 rounded bg-muted" />
            <div className="h-4 w-16 rounded-full bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

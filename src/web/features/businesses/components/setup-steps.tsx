import { Check } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('setup');

const STEPS = ['Search', 'Confirm'] as const;
export type SetupStep = (typeof STEPS)[number];
const LABELS = { Search: 'setup.steps.search', Confirm: 'setup.steps.confirm' } as const;

/** "1 Search — 2 Confirm", with the current step marked for screen readers too. */
export function SetupSteps({ current }: { current: SetupStep }) {
  const { t, number } = useI18n();
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('setup.steps.label')}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} className="flex flex-1 items-center gap-2 sm:gap-3 last:flex-none">
              <span
                aria-current={active ? 'step' : undefined}
                className="flex items-center gap-2 text-sm font-medium"
              >
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors',
                    active && 'border-primary bg-primary text-primary-foreground',
                    done && 'border-primary bg-primary/10 text-primary',
                    !active && !done && 'border-border text-muted-foreground',
                  )}
                >
                  {done ? (
                    <Check aria-hidden className="size-4" />
                  ) : (
                    <span aria-hidden>{number(index + 1)}</span>
                  )}
                </span>
                <span className={cn(active || done ? 'text-foreground' : 'text-muted-foreground')}>
                  <span className="sr-only">{`${t('setup.steps.step', { n: index + 1 })} `}</span>
                  {t(LABELS[step])}
                  {done ? <span className="sr-only">{` ${t('setup.steps.done')}`}</span> : null}
                </span>
              </span>
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden
                  className={cn('h-0.5 flex-1 rounded-full', done ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

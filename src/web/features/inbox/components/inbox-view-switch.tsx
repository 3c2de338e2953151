import type { ReactNode } from 'react';
import type { InboxKind } from '#shared/schemas/inbox.ts';
import type { InboxView } from '#web/features/inbox/api/get-inbox.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

const KINDS: { kind?: InboxKind; label: MessageKey }[] = [
  { label: 'dashboard.reviews.kind.both' },
  { kind: 'review', label: 'dashboard.reviews.kind.review' },
  { kind: 'feedback', label: 'dashboard.reviews.kind.feedback' },
];

function Segment({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap',
        pressed ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/**
 * "Needs an answer" or everything, and one kind or both. The kinds appear once a Business Profile
 * brings Google reviews in: without one, the inbox holds feedback only.
 */
export function InboxViewSwitch({
  view,
  onChange,
  waiting,
  withKinds,
}: {
  view: InboxView;
  onChange: (next: InboxView) => void;
  /** What needs the viewer's answer; null when the viewer answers nothing here. */
  waiting: number | null;
  withKinds: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">{t('dashboard.reviews.show.legend')}</legend>
        <Segment pressed={view.show === 'waiting'} onClick={() => onChange({ ...view, show: 'waiting' })}>
          {t('dashboard.reviews.show.waiting')}
          {waiting ? (
            <span className="min-w-5 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground">
              {waiting}
            </span>
          ) : null}
        </Segment>
        <Segment pressed={view.show === 'all'} onClick={() => onChange({ ...view, show: 'all' })}>
          {t('dashboard.reviews.show.all')}
        </Segment>
      </fieldset>
      {withKinds ? (
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('dashboard.reviews.kind.legend')}</legend>
          {KINDS.map((k) => (
            <Segment
              key={k.label}
              pressed={view.kind === k.kind}
              onClick={() => onChange({ show: view.show, ...(k.kind ? { kind: k.kind } : {}) })}
            >
              {t(k.label)}
            </Segment>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

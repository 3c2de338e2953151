import type { OperatorOverview } from '#shared/schemas/operator.ts';
import { Card } from '#web/components/ui/card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useOperatorOverview } from '#web/features/operator/api/get-overview.ts';
import { QUEUE, SERVICE, STATE } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';
import { cn } from '#web/lib/utils.ts';
import { ActionForm } from './action-form';

await loadMessages('operator');

/** Sign-ups and money, the work queues and the outside services, read every minute. */
export function OverviewPanel({ onReauth }: { onReauth: () => void }) {
  const { t } = useI18n();
  const overview = useOperatorOverview();
  return (
    <QueryState
      query={overview}
      loading={t('operator.overview.loading')}
      failed={t('operator.overview.failed')}
      keepData
    >
      {(o) => (
        <div className="flex flex-col gap-4">
          <Money o={o} />
          <SignUps o={o} />
          <Work o={o} onReauth={onReauth} />
        </div>
      )}
    </QueryState>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Money({ o }: { o: OperatorOverview }) {
  const { t, number } = useI18n();
  const m = o.money;
  const revenue = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(
    m.monthlyRevenueCents / 100,
  );
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">{t('operator.overview.money')}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Figure label={t('operator.overview.trials')} value={number(m.trialsStarted30d)} />
        <Figure label={t('operator.overview.converted')} value={number(m.converted30d)} />
        <Figure label={t('operator.overview.active')} value={number(m.activeSubscriptions)} />
        <Figure label={t('operator.overview.revenue')} value={revenue} />
        <Figure label={t('operator.overview.cancellations')} value={number(m.cancellations30d)} />
      </dl>
    </Card>
  );
}

function Bars({ rows, label }: { rows: { key: string; count: number }[]; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm text-muted-foreground">{label}</figcaption>
      <ol className="flex h-24 items-end gap-1" aria-label={label}>
        {rows.map((r) => (
          <li
            key={r.key}
            className="flex flex-1 flex-col items-center justify-end"
            title={`${r.key}: ${r.count}`}
          >
            <span className="sr-only">{`${r.key}: ${r.count}`}</span>
            <span
              aria-hidden
              className="w-full rounded-t bg-primary/70"
              style={{ height: `${(r.count / max) * 100}%`, minHeight: r.count ? 2 : 0 }}
            />
          </li>
        ))}
      </ol>
    </figure>
  );
}

function SignUps({ o }: { o: OperatorOverview }) {
  const { t } = useI18n();
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 md:grid-cols-2">
      <h2 className="font-semibold md:col-span-2">{t('operator.overview.signUps')}</h2>
      <Bars
        label={t('operator.overview.perDay')}
        rows={o.signUps.perDay.map((d) => ({ key: d.day, count: d.count }))}
      />
      <Bars
        label={t('operator.overview.perWeek')}
        rows={o.signUps.perWeek.map((w) => ({ key: w.week, count: w.count }))}
      />
    </Card>
  );
}

function Work({ o, onReauth }: { o: OperatorOverview; onReauth: () => void }) {
  const { t, number } = useI18n();
  const failedMail = o.queues.find((q) => q.name === 'mail')?.failing ?? 0;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">{t('operator.overview.work')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-start text-muted-foreground">
            <tr>
              <th className="py-1 text-start font-medium">{t('operator.overview.queue')}</th>
              <th className="py-1 text-end font-medium">{t('operator.overview.due')}</th>
              <th className="py-1 text-end font-medium">{t('operator.overview.failing')}</th>
              <th className="py-1 ps-4 text-start font-medium">{t('operator.overview.oldest')}</th>
            </tr>
          </thead>
          <tbody>
            {o.queues.map((q) => (
              <tr key={q.name} className="border-t align-top">
                <td className="py-2">
                  {t(QUEUE[q.name])}
                  {q.lastErrors.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: at most three errors, newest first.
                    <p key={i} className="max-w-md break-words text-xs text-red-700 dark:text-red-400">
                      {e}
                    </p>
                  ))}
                </td>
                <td className="py-2 text-end tabular-nums">{number(q.due)}</td>
                <td
                  className={cn(
                    'py-2 text-end tabular-nums',
                    q.failing > 0 && 'font-semibold text-red-700 dark:text-red-400',
                  )}
                >
                  {number(q.failing)}
                </td>
                <td className="py-2 ps-4">
                  {q.oldestDueAt ? formatDateAndTime(new Date(q.oldestDueAt)) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failedMail > 0 ? (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">{t('operator.overview.retry')}</summary>
          <p className="my-2 text-sm text-muted-foreground">{t('operator.overview.retryHint')}</p>
          <ActionForm
            label={t('operator.overview.retry')}
            target={{ path: '/api/operator/queues/mail/retry' }}
            onReauth={onReauth}
          />
        </details>
      ) : null}
      <h2 className="font-semibold">{t('operator.overview.services')}</h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {o.services.map((s) => (
          <li
            key={s.name}
            className={cn(
              'rounded-full border px-3 py-1',
              s.state === 'unavailable' && 'border-red-400 font-semibold text-red-700 dark:text-red-400',
            )}
          >
            {t(SERVICE[s.name])}: {t(STATE[s.state])}
          </li>
        ))}
      </ul>
    </Card>
  );
}

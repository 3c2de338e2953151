import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useOperatorOverview } from '#web/features/operator/api/get-overview.ts';
import { useSuppressions } from '#web/features/operator/api/get-suppressions.ts';
import { MAIL_COLUMN, pauseWord } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDate } from '#web/lib/dates.ts';
import { ActionForm } from './action-form';

await loadMessages('operator');

/** Mail per day, the locations the rules paused, and an address's suppressions with the lift of a bounce. */
export function MailPanel({ hrefOf, onReauth }: { hrefOf: (id: string) => string; onReauth: () => void }) {
  const { t, number } = useI18n();
  const overview = useOperatorOverview();
  return (
    <div className="flex flex-col gap-4">
      <Lookup onReauth={onReauth} />
      <QueryState
        query={overview}
        loading={t('operator.overview.loading')}
        failed={t('operator.overview.failed')}
        keepData
      >
        {(o) => (
          <>
            <Card className="flex flex-col gap-3 p-4">
              <h2 className="font-semibold">{t('operator.mail.paused')}</h2>
              {o.mail.pausedByRules.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('operator.mail.noPaused')}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {o.mail.pausedByRules.map((p) => (
                    <li key={p.id}>
                      <Link
                        to={hrefOf(p.id)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {p.name}
                      </Link>{' '}
                      · {t(pauseWord(p.reason))} · {formatDate(new Date(p.since))}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card className="flex flex-col gap-3 p-4">
              <h2 className="font-semibold">{t('operator.mail.perDay')}</h2>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[28rem] text-sm tabular-nums">
                  <thead className="text-muted-foreground">
                    <tr>
                      {(['day', 'sent', 'bounced', 'complained', 'unsubscribed'] as const).map((c) => (
                        <th
                          key={c}
                          className={
                            c === 'day' ? 'py-1 text-start font-medium' : 'py-1 text-end font-medium'
                          }
                        >
                          {t(MAIL_COLUMN[c])}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {[...o.mail.perDay].reverse().map((d) => (
                      <tr key={d.day} className="border-t">
                        <td className="py-1">{formatDate(new Date(`${d.day}T12:00:00Z`))}</td>
                        <td className="py-1 text-end">{number(d.sent)}</td>
                        <td className="py-1 text-end">{number(d.bounced)}</td>
                        <td className="py-1 text-end">{number(d.complained)}</td>
                        <td className="py-1 text-end">{number(d.unsubscribed)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}

function Lookup({ onReauth }: { onReauth: () => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const found = useSuppressions(email);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEmail(typed.trim());
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">{t('operator.mail.lookup')}</h2>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="operator-address">{t('operator.mail.lookup')}</Label>
          <Input
            id="operator-address"
            type="email"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button type="submit">{t('operator.mail.lookupButton')}</Button>
      </form>
      {email && found.data ? (
        found.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('operator.mail.noSuppression')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {found.data.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one address's few suppressions, newest first.
              <li key={i} className="flex flex-col gap-2 rounded-md border p-3">
                <p>
                  {s.scope === 'every business' ? t('operator.mail.everyBusiness') : s.scope} · {s.reason}
                  {s.source ? ` (${s.source})` : ''} · {formatDate(new Date(s.since))}
                </p>
                {s.liftable ? (
                  <ActionForm
                    label={t('operator.mail.lift')}
                    target={{ path: '/api/operator/suppressions/lift-bounce' }}
                    values={() => ({ email })}
                    onReauth={onReauth}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </Card>
  );
}

import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OperatorBusinessDetail } from '#shared/schemas/operator.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { type BusinessAction, businessAction } from '#web/features/operator/api/act.ts';
import { useOperatorBusiness } from '#web/features/operator/api/get-business.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDate } from '#web/lib/dates.ts';
import { ActionForm } from './action-form';
import { BusinessFacts } from './business-row';
import { LogEntries } from './log-entries';

await loadMessages('operator');

type Props = { id: string; backHref: string; hrefOf: (id: string) => string; onReauth: () => void };

/** One business: its facts, team and connections, the actions, and what operators did to it. */
export function BusinessDetail({ id, backHref, hrefOf, onReauth }: Props) {
  const { t } = useI18n();
  const business = useOperatorBusiness(id);
  return (
    <div className="flex flex-col gap-4">
      <Button asChild variant="ghost" className="self-start">
        <Link to={backHref}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t('operator.detail.back')}
        </Link>
      </Button>
      <QueryState
        query={business}
        loading={t('operator.detail.loading')}
        failed={t('operator.detail.failed')}
      >
        {(b) => (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
            <div className="flex min-w-0 flex-col gap-4">
              <Card className="flex flex-col gap-2 p-4">
                <h2 className="text-xl font-bold">{b.name}</h2>
                <p className="text-sm text-muted-foreground">
                  {b.address} · <span className="break-all">{b.placeId}</span> ·{' '}
                  <span className="font-mono">{b.id}</span>
                </p>
                <BusinessFacts business={b} />
                <p className="text-xs text-muted-foreground">{t('operator.detail.privacy')}</p>
              </Card>
              <Facts b={b} hrefOf={hrefOf} />
              <Card className="flex flex-col gap-3 p-4">
                <h3 className="font-semibold">{t('operator.detail.log')}</h3>
                <LogEntries entries={b.log} />
              </Card>
            </div>
            <Actions b={b} backHref={backHref} onReauth={onReauth} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function Facts({ b, hrefOf }: { b: OperatorBusinessDetail; hrefOf: (id: string) => string }) {
  const { t } = useI18n();
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2">
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold">{t('operator.detail.team')}</h3>
        <ul className="flex flex-col gap-0.5">
          {b.team.map((m) => (
            <li key={m.email} className="break-all">
              {m.name || m.email} · {m.email} {m.role === 'owner' ? `(${t('operator.row.owner')})` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold">{t('operator.detail.locations')}</h3>
        <ul className="flex flex-col gap-0.5">
          {b.siblings.map((s) => (
            <li key={s.id}>
              {s.id === b.id ? (
                <span className="font-medium">{s.name}</span>
              ) : (
                <Link to={hrefOf(s.id)} className="text-primary underline-offset-4 hover:underline">
                  {s.name}
                </Link>
              )}
              {s.paused ? ` · ${t('operator.detail.paused')}` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold">{t('operator.detail.invitations')}</h3>
        <p>
          {Object.entries(b.invitations)
            .map(([state, n]) => `${state}: ${n}`)
            .join(' · ') || '—'}
        </p>
        <p>{t('operator.detail.answers', { count: b.answers })}</p>
        <p>
          {t('operator.detail.limit')}:{' '}
          {b.invitationLimit.perDay === null
            ? t('operator.detail.limitDefault')
            : t('operator.detail.limitSet', { count: b.invitationLimit.perDay })}
          {b.invitationLimit.warmUpEnded ? ` · ${t('operator.detail.warmUpEnded')}` : ''}
        </p>
      </section>
      <section className="flex flex-col gap-1 text-sm">
        <h3 className="font-semibold">{t('operator.detail.connections')}</h3>
        {b.connections.length === 0 ? <p>{t('operator.detail.noConnections')}</p> : null}
        {b.connections.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a business has one Google connection and a few webhooks, in a fixed order.
          <p key={i}>
            {c.kind}: {c.state}
            {c.lastError ? ` · ${c.lastError}` : ''}
          </p>
        ))}
        <h3 className="mt-2 font-semibold">{t('operator.detail.subscription')}</h3>
        <p>
          {b.subscription
            ? `${b.subscription.provider} · ${b.subscription.status}${b.subscription.currentPeriodEnd ? ` · ${formatDate(new Date(b.subscription.currentPeriodEnd))}` : ''}`
            : t('operator.detail.noSubscription', { date: formatDate(new Date(b.trialEndsAt)) })}
        </p>
      </section>
    </Card>
  );
}

function Actions({
  b,
  backHref,
  onReauth,
}: {
  b: OperatorBusinessDetail;
  backHref: string;
  onReauth: () => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [confirmName, setConfirmName] = useState('');
  const [every, setEvery] = useState(false);
  const [takeDown, setTakeDown] = useState(false);
  const [days, setDays] = useState('7');
  const [perDay, setPerDay] = useState('');
  const path = (action: BusinessAction) => businessAction(b.id, action);
  const everyBox = (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={every}
        onChange={(e) => setEvery(e.target.checked)}
      />
      {t('operator.action.everyLocation')}
    </label>
  );
  const section = (title: string, children: ReactNode) => (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </Card>
  );
  return (
    <div className="flex flex-col gap-4">
      {b.paused
        ? section(
            t('operator.action.resume'),
            <ActionForm
              label={t('operator.action.resume')}
              target={path('resume-sending')}
              fields={everyBox}
              values={() => ({ everyLocation: every })}
              onReauth={onReauth}
            />,
          )
        : section(
            t('operator.action.pause'),
            <ActionForm
              label={t('operator.action.pause')}
              target={path('pause-sending')}
              fields={everyBox}
              values={() => ({ everyLocation: every })}
              destructive
              onReauth={onReauth}
            />,
          )}
      {b.suspended
        ? section(
            t('operator.action.restore'),
            <ActionForm label={t('operator.action.restore')} target={path('restore')} onReauth={onReauth} />,
          )
        : section(
            t('operator.action.suspend'),
            <ActionForm
              label={t('operator.action.suspend')}
              target={path('suspend')}
              destructive
              fields={
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={takeDown}
                    onChange={(e) => setTakeDown(e.target.checked)}
                  />
                  {t('operator.action.takeDown')}
                </label>
              }
              values={() => ({ takeDownPage: takeDown })}
              onReauth={onReauth}
            />,
          )}
      {section(
        t('operator.action.trial'),
        <ActionForm
          label={t('operator.action.trial')}
          target={path('trial')}
          fields={
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="operator-days">{t('operator.action.days')}</Label>
              <Input
                id="operator-days"
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                required
                value={days}
                onChange={(e) => setDays(e.target.value)}
                className="w-28"
              />
            </div>
          }
          values={() => ({ days: Number(days) })}
          onReauth={onReauth}
        />,
      )}
      {section(
        t('operator.action.limit'),
        <ActionForm
          label={t('operator.action.limit')}
          target={path('invitation-limit')}
          fields={
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="operator-per-day">{t('operator.action.perDay')}</Label>
              <Input
                id="operator-per-day"
                type="number"
                inputMode="numeric"
                min={0}
                max={100000}
                value={perDay}
                onChange={(e) => setPerDay(e.target.value)}
                className="w-36"
              />
            </div>
          }
          values={() => ({ perDay: perDay.trim() === '' ? null : Number(perDay) })}
          onReauth={onReauth}
        />,
      )}
      {b.invitationLimit.warmUpEnded
        ? null
        : section(
            t('operator.action.endWarmUp'),
            <ActionForm
              label={t('operator.action.endWarmUp')}
              target={path('end-warm-up')}
              onReauth={onReauth}
            />,
          )}
      {section(
        t('operator.action.delete'),
        <ActionForm
          label={t('operator.action.delete')}
          target={path('delete')}
          destructive
          fields={
            <div className="flex flex-col gap-1.5">
              <p className="text-sm text-muted-foreground">{t('operator.action.deleteHint')}</p>
              <Label htmlFor="operator-confirm-name">
                {t('operator.action.confirmName', { name: b.name })}
              </Label>
              <Input
                id="operator-confirm-name"
                required
                autoComplete="off"
                value={confirmName}
                onChange={(e) => setConfirmName(e.target.value)}
              />
            </div>
          }
          values={() => ({ confirmName })}
          onReauth={onReauth}
          onDone={() => navigate(backHref)}
        />,
      )}
    </div>
  );
}

import { MailOpen } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useInvitationFunnel } from '#web/features/invitations/api/get-invitation-funnel.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('invitations');

const STEPS = [
  ['sent', 'invitations.funnel.sent'],
  ['opened', 'invitations.funnel.opened'],
  ['rated', 'invitations.funnel.rated'],
  ['google', 'invitations.funnel.google'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/**
 * Invitations of the last 30 days, step by step: sent → opened → rated → sent to Google → the Google
 * reviews that followed (with a connected Business Profile), and per member who sent any.
 */
export function InvitationFunnelCard({ businessId }: { businessId: string }) {
  const { t, number } = useI18n();
  const funnel = useInvitationFunnel(businessId);
  const data = funnel.data;
  // Nothing sent yet and nothing to say: the card waits for the first invitation.
  if (!data || data.funnel.sent === 0) return null;
  const top = Math.max(1, data.funnel.sent);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailOpen aria-hidden className="size-5 text-primary" />
          {t('invitations.funnel.title')}
        </CardTitle>
        <CardDescription>{t('invitations.funnel.description', { days: data.days })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-2" aria-label={t('invitations.funnel.title')}>
          {STEPS.map(([step, label]) => (
            <li key={step} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
              <span className="text-sm">{t(label)}</span>
              <span className="text-right text-lg font-semibold tabular-nums" data-funnel-step={step}>
                {number(data.funnel[step])}
              </span>
              <span className="col-span-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${(data.funnel[step] / top) * 100}%` }}
                />
              </span>
            </li>
          ))}
          <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 border-t border-border pt-2">
            <span className="text-sm">{t('invitations.funnel.reviews')}</span>
            <span className="text-right text-lg font-semibold tabular-nums">
              {data.newGoogleReviews === null ? '—' : number(data.newGoogleReviews)}
            </span>
            {data.newGoogleReviews === null ? (
              <span className="col-span-2 text-xs text-muted-foreground">
                {t('invitations.funnel.connect')}
              </span>
            ) : null}
          </li>
        </ol>
        {data.members.length > 0 ? (
          <div>
            <h4 className="mb-1 text-sm font-semibold">{t('invitations.funnel.members')}</h4>
            <ul className="flex flex-col gap-1 text-sm">
              {data.members.map((m) => (
                <li key={m.name} className="flex flex-wrap justify-between gap-x-3">
                  <bdi className="min-w-0 truncate">{m.name}</bdi>
                  <span className="text-muted-foreground">
                    {t('invitations.funnel.member', { sent: m.sent, rated: m.rated, google: m.google })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

import { Webhook as WebhookIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_WEBHOOK_EVENTS, WEBHOOK_EVENTS, type WebhookEvent } from '#shared/lib/developers.ts';
import type { Webhook } from '#shared/schemas/developers.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCreateWebhook } from '#web/features/developers/api/create-webhook.ts';
import { useWebhooks } from '#web/features/developers/api/get-webhooks.ts';
import type { Locations } from '#web/features/developers/api/keys.ts';
import { useWebhookAction } from '#web/features/developers/api/webhook-actions.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { DeliveryLog } from './delivery-log';
import { LocationsPicker, locationsText } from './locations-picker';
import { SecretCard } from './secret-once';

await loadMessages('developers', 'shell');

type Place = { id: string; name: string };

/** What each event means, next to its machine name (which stays as it is). */
const EVENT_LABELS: Record<WebhookEvent, MessageKey> = {
  'feedback.created': 'developers.event.feedbackCreated',
  'rating.created': 'developers.event.ratingCreated',
  'scan.created': 'developers.event.scanCreated',
  'review.created': 'developers.event.reviewCreated',
  'review.updated': 'developers.event.reviewUpdated',
  'subscription.updated': 'developers.event.subscriptionUpdated',
  'invitation.sent': 'developers.event.invitationSent',
  'invitation.opened': 'developers.event.invitationOpened',
  'invitation.rated': 'developers.event.invitationRated',
  'invitation.unsubscribed': 'developers.event.invitationUnsubscribed',
};

/** Webhooks: where ReviewTap posts events, signed; each with its log, test, resend and secret roll. */
export function WebhooksCard({ locations, docsHref }: { locations: Place[]; docsHref: string }) {
  const { t, rich } = useI18n();
  const webhooks = useWebhooks();
  return (
    <SecretCard
      header={
        <>
          <CardTitle className="flex items-center gap-2">
            <WebhookIcon className="size-5 text-primary" aria-hidden /> {t('developers.webhooks.title')}
          </CardTitle>
          <CardDescription>
            {rich('developers.webhooks.description', {
              product: PRODUCT_NAME,
              link: (chunks) => (
                <a
                  key="link"
                  href={docsHref}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {chunks}
                </a>
              ),
            })}
          </CardDescription>
        </>
      }
      secretLabel={t('developers.webhooks.secret')}
      secretNote={t('developers.webhooks.once', { product: PRODUCT_NAME })}
      newLabel={t('developers.webhooks.add')}
      form={({ cancel, made }) => <NewWebhookForm locations={locations} onCancel={cancel} onMade={made} />}
    >
      {(showSecret) => (
        <QueryState
          query={webhooks}
          loading={t('developers.webhooks.loading')}
          failed={t('developers.webhooks.failed')}
        >
          {({ webhooks }) =>
            webhooks.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('developers.webhooks.none')}</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label={t('developers.webhooks.title')}>
                {webhooks.map((w) => (
                  <WebhookRow key={w.id} hook={w} locations={locations} onSecret={showSecret} />
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
    </SecretCard>
  );
}

function WebhookRow({
  hook,
  locations,
  onSecret,
}: {
  hook: Webhook;
  locations: Place[];
  onSecret: (s: string) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const act = useWebhookAction();
  const [open, setOpen] = useState(false);
  const run = (action: 'delete' | 'roll' | 'enable' | 'test', title: string, description?: string) =>
    act.mutate(
      { id: hook.id, action },
      saveWithToast({ title, description }, { fallback: t('developers.webhooks.actionFailed') }, (r) => {
        if (r && typeof r === 'object' && 'secret' in r) onSecret(r.secret);
        if (action === 'test') setOpen(true);
      }),
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm" dir="ltr">
            {hook.url}
          </p>
          <p className="text-sm text-muted-foreground">
            <span dir="ltr">{hook.events.join(', ')}</span> ·{' '}
            {locationsText(hook.businessIds, locations, i18n)}
          </p>
        </div>
        {hook.disabledAt ? (
          <Badge variant="warning">{t('developers.webhooks.offAfterFailures')}</Badge>
        ) : hook.lastDelivery ? (
          <Badge variant={hook.lastDelivery.ok ? 'success' : 'warning'}>
            {hook.lastDelivery.ok ? t('developers.webhooks.lastOk') : t('developers.webhooks.lastFailed')}
          </Badge>
        ) : (
          <Badge variant="secondary">{t('developers.webhooks.unused')}</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {hook.disabledAt ? (
          <Button
            type="button"
            size="sm"
            disabled={act.isPending}
            onClick={() => run('enable', t('developers.webhooks.enabled'))}
          >
            {t('developers.webhooks.enable')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={act.isPending || Boolean(hook.disabledAt)}
          onClick={() => run('test', t('developers.webhooks.testSent'))}
        >
          {t('developers.webhooks.test')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? t('developers.webhooks.hideDeliveries') : t('developers.webhooks.deliveries')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={act.isPending}
          onClick={() => run('roll', t('developers.webhooks.rolled'), t('developers.webhooks.rolledText'))}
        >
          {t('developers.webhooks.roll')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive"
          disabled={act.isPending}
          onClick={() => run('delete', t('developers.webhooks.deleted'))}
        >
          {t('developers.webhooks.delete')}
        </Button>
      </div>
      {open ? <DeliveryLog webhookId={hook.id} canResend={!hook.disabledAt} /> : null}
    </li>
  );
}

function NewWebhookForm(props: {
  locations: Place[];
  onCancel: () => void;
  onMade: (secret: string) => void;
}) {
  const { t } = useI18n();
  const create = useCreateWebhook();
  const urlId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(DEFAULT_WEBHOOK_EVENTS);
  const [where, setWhere] = useState<Locations>('all');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { url: url.trim(), events, businessIds: where },
      saveWithToast(
        { title: t('developers.webhooks.added') },
        { fallback: t('developers.webhooks.addFailed'), labels: { url: t('developers.webhooks.url') } },
        (r) => props.onMade(r.secret),
      ),
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border p-3"
      aria-label={t('developers.webhooks.new')}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={urlId}>{t('developers.webhooks.url')}</Label>
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/reviewtap-events"
          dir="ltr"
          required
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('developers.webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={events.includes(event)}
              onChange={(e) =>
                setEvents(e.target.checked ? [...events, event] : events.filter((x) => x !== event))
              }
            />
            <span>
              <span className="font-mono text-xs">{event}</span>{' '}
              <span className="text-muted-foreground">— {t(EVENT_LABELS[event])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <LocationsPicker locations={props.locations} value={where} onChange={setWhere} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={
            create.isPending || !url.trim() || events.length === 0 || (where !== 'all' && where.length === 0)
          }
        >
          {t('developers.webhooks.add')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('shell.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { Webhook as WebhookIcon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DEFAULT_WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '#shared/constants/developers.ts';
import type { Webhook } from '#shared/schemas/developers.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  type Locations,
  useCreateWebhook,
  useWebhookAction,
  useWebhooks,
} from '#web/features/developers/api/developers.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { DeliveryLog } from './delivery-log';
import { LocationsPicker, locationsText } from './locations-picker';
import { SecretOnce } from './secret-once';

type Place = { id: string; name: string };

/** Webhooks: where ReviewTap posts events, signed; each with its log, test, resend and secret roll. */
export function WebhooksCard({ locations, docsHref }: { locations: Place[]; docsHref: string }) {
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <WebhookIcon className="size-5 text-primary" aria-hidden /> Webhooks
        </CardTitle>
        <CardDescription>
          ReviewTap posts each event to your address as it happens, signed with the endpoint's secret, and
          retries for 24 hours until your server answers 2xx.{' '}
          <a href={docsHref} className="font-medium text-primary underline-offset-4 hover:underline">
            How to check the signature
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? (
          <SecretOnce
            label="Signing secret"
            value={secret}
            note="Copy it to your receiver now: it is shown only this once. It checks that a delivery came from ReviewTap."
            onDone={() => setSecret(null)}
          />
        ) : null}
        {adding ? (
          <NewWebhookForm
            locations={locations}
            onCancel={() => setAdding(false)}
            onMade={(s) => {
              setAdding(false);
              setSecret(s);
            }}
          />
        ) : (
          <Button type="button" className="self-start" onClick={() => setAdding(true)}>
            Add webhook
          </Button>
        )}
        <QueryState query={useWebhooks()} loading="Loading webhooks…" failed="Unable to load your webhooks">
          {({ webhooks }) =>
            webhooks.length === 0 ? (
              <p className="text-sm text-muted-foreground">No webhooks yet.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Webhooks">
                {webhooks.map((w) => (
                  <WebhookRow key={w.id} hook={w} locations={locations} onSecret={setSecret} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
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
  const act = useWebhookAction();
  const [open, setOpen] = useState(false);
  const run = (action: 'delete' | 'roll' | 'enable' | 'test', title: string, description?: string) =>
    act.mutate(
      { id: hook.id, action },
      saveWithToast({ title, description }, { fallback: 'That did not work' }, (r) => {
        if (r && typeof r === 'object' && 'secret' in r) onSecret(r.secret);
        if (action === 'test') setOpen(true);
      }),
    );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="break-all font-mono text-sm">{hook.url}</p>
          <p className="text-sm text-muted-foreground">
            {hook.events.join(', ')} · {locationsText(hook.businessIds, locations)}
          </p>
        </div>
        {hook.disabledAt ? (
          <Badge variant="warning">Off after failures</Badge>
        ) : hook.lastDelivery ? (
          <Badge variant={hook.lastDelivery.ok ? 'success' : 'warning'}>
            {hook.lastDelivery.ok ? 'Last delivery OK' : 'Last delivery failed'}
          </Badge>
        ) : (
          <Badge variant="secondary">Not used yet</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {hook.disabledAt ? (
          <Button
            type="button"
            size="sm"
            disabled={act.isPending}
            onClick={() => run('enable', 'Webhook on again')}
          >
            Turn on again
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={act.isPending || Boolean(hook.disabledAt)}
          onClick={() => run('test', 'Test event sent')}
        >
          Send test event
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={act.isPending}
          onClick={() => run('roll', 'New secret', 'The previous one still works for 24 hours.')}
        >
          Roll secret
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive"
          disabled={act.isPending}
          onClick={() => run('delete', 'Webhook deleted')}
        >
          Delete
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
  const create = useCreateWebhook();
  const urlId = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(DEFAULT_WEBHOOK_EVENTS);
  const [where, setWhere] = useState<Locations>('all');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { url: url.trim(), events, businessIds: where },
      saveWithToast({ title: 'Webhook added' }, { fallback: 'Could not add the webhook' }, (r) =>
        props.onMade(r.secret),
      ),
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border p-3" aria-label="New webhook">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={urlId}>Address of your receiver</Label>
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/reviewtap-events"
          required
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Events</legend>
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
              <span className="text-muted-foreground">— {WEBHOOK_EVENT_LABELS[event]}</span>
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
          Add webhook
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

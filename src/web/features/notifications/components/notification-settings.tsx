import { Inbox, Mail } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { NotificationSettings } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '#web/features/notifications/api/notifications.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { timeZones } from '#web/lib/time-zones.ts';

function SwitchRow(props: {
  id: string;
  label: string;
  note: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={props.id} className="leading-snug">
          {props.label}
        </Label>
        <p id={`${props.id}-note`} className="text-sm text-muted-foreground">
          {props.note}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
        aria-describedby={`${props.id}-note`}
      />
    </div>
  );
}

/** The notification settings: per-user switches, the time zone, and the way to the mail outbox. */
export function NotificationSettingsPanel({ outboxHref }: { outboxHref: string }) {
  return (
    <QueryState
      query={useNotificationSettings()}
      loading="Loading notification settings…"
      failed="Unable to load notification settings"
    >
      {(settings) => <SettingsForm settings={settings} outboxHref={outboxHref} />}
    </QueryState>
  );
}

function SettingsForm({ settings, outboxHref }: { settings: NotificationSettings; outboxHref: string }) {
  const update = useUpdateNotificationSettings();
  const zoneId = useId();
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  const shown: NotificationSettings =
    update.isPending && update.variables ? { ...settings, ...update.variables } : settings;
  const save = (patch: Partial<NotificationSettings>, done: string) =>
    update.mutate(
      patch,
      saveWithToast(
        { title: 'Notifications updated', description: done },
        { fallback: 'Failed to update notification settings' },
      ),
    );

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mail aria-hidden className="size-5" />
            E-mail notifications
          </CardTitle>
          <CardDescription>
            Hear about unhappy customers while they can still be won back. Every e-mail has a one-click
            unsubscribe link.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <SwitchRow
            id="feedback-alerts"
            label="Feedback alerts"
            note="An e-mail within a minute of new private feedback; a busy spell is gathered into one."
            checked={shown.feedbackAlerts}
            disabled={update.isPending}
            onChange={(v) =>
              save({ feedbackAlerts: v }, v ? 'Feedback alerts are on.' : 'Feedback alerts are off.')
            }
          />
          <SwitchRow
            id="weekly-summary"
            label="Weekly summary"
            note="Monday at 08:00: scans, ratings, reviews sent to Google and new feedback, against the week before."
            checked={shown.weeklySummary}
            disabled={update.isPending}
            onChange={(v) =>
              save({ weeklySummary: v }, v ? 'The weekly summary is on.' : 'The weekly summary is off.')
            }
          />
          <div className="flex flex-col gap-2 rounded-lg border p-3">
            <Label htmlFor={zoneId}>Your time zone</Label>
            <select
              id={zoneId}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
              value={shown.timeZone}
              disabled={update.isPending}
              onChange={(e) => save({ timeZone: e.target.value }, `Time zone set to ${e.target.value}.`)}
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <p className="text-sm text-muted-foreground">Taken from your browser when you sign in.</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <Inbox aria-hidden className="size-5" />
            {shown.mailMode === 'demo' ? 'Mail outbox (demo)' : 'Mail outbox'}
          </CardTitle>
          <CardDescription>
            {shown.mailMode === 'demo'
              ? 'This server has no mail server set up (SMTP_URL), so e-mails are not sent: they are kept here, exactly as they would arrive.'
              : 'Every e-mail sent to you, with its delivery status.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={outboxHref}>Open the mail outbox</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

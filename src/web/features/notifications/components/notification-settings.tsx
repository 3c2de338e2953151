import { Inbox, Mail, Send } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { NotificationSettings } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useNotificationSettings } from '#web/features/notifications/api/get-notification-settings.ts';
import { useSendSummaryNow } from '#web/features/notifications/api/send-summary-now.ts';
import { useUpdateNotificationSettings } from '#web/features/notifications/api/update-notification-settings.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { timeZones } from '#web/lib/time-zones.ts';

await loadMessages('notifications', 'outbox');

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

/**
 * The notification settings: per-user switches, the summary now, the time zone, and the way to the
 * mail outbox.
 */
export function NotificationSettingsPanel({
  outboxHref,
  businessId,
}: {
  outboxHref: string;
  businessId: string;
}) {
  const { t } = useI18n();
  return (
    <QueryState
      query={useNotificationSettings()}
      loading={t('notifications.loading')}
      failed={t('notifications.failed')}
    >
      {(settings) => <SettingsForm settings={settings} outboxHref={outboxHref} businessId={businessId} />}
    </QueryState>
  );
}

function SettingsForm({
  settings,
  outboxHref,
  businessId,
}: {
  settings: NotificationSettings;
  outboxHref: string;
  businessId: string;
}) {
  const { t } = useI18n();
  const update = useUpdateNotificationSettings();
  const summaryNow = useSendSummaryNow(businessId);
  const zoneId = useId();
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);
  const shown: NotificationSettings =
    update.isPending && update.variables ? { ...settings, ...update.variables } : settings;
  const save = (patch: Partial<NotificationSettings>, done: string) =>
    update.mutate(
      patch,
      saveWithToast(
        { title: t('notifications.updated'), description: done },
        { fallback: t('notifications.updateFailed') },
      ),
    );

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mail aria-hidden className="size-5" />
            {t('notifications.email.title')}
          </CardTitle>
          <CardDescription>{t('notifications.email.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <SwitchRow
            id="feedback-alerts"
            label={t('notifications.alerts.label')}
            note={t('notifications.alerts.note')}
            checked={shown.feedbackAlerts}
            disabled={update.isPending}
            onChange={(v) =>
              save({ feedbackAlerts: v }, v ? t('notifications.alerts.on') : t('notifications.alerts.off'))
            }
          />
          <SwitchRow
            id="weekly-summary"
            label={t('notifications.weekly.label')}
            note={t('notifications.weekly.note')}
            checked={shown.weeklySummary}
            disabled={update.isPending}
            onChange={(v) =>
              save({ weeklySummary: v }, v ? t('notifications.weekly.on') : t('notifications.weekly.off'))
            }
          />
          <Button
            variant="outline"
            className="self-start"
            disabled={summaryNow.isPending}
            onClick={() =>
              summaryNow.mutate(
                undefined,
                saveWithToast(
                  {
                    title: t('notifications.weekly.label'),
                    description: ({ queued, to }) =>
                      t(queued ? 'notifications.weekly.nowSent' : 'notifications.weekly.nowAgain', {
                        email: to ?? '',
                      }),
                  },
                  { fallback: t('notifications.weekly.nowFailed') },
                ),
              )
            }
          >
            <Send aria-hidden />
            {t('notifications.weekly.now')}
          </Button>
          <div className="flex flex-col gap-2 rounded-lg border p-3">
            <Label htmlFor={zoneId}>{t('notifications.timeZone.label')}</Label>
            <select
              id={zoneId}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
              value={shown.timeZone}
              disabled={update.isPending}
              onChange={(e) =>
                save({ timeZone: e.target.value }, t('notifications.timeZone.set', { zone: e.target.value }))
              }
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <p className="text-sm text-muted-foreground">{t('notifications.timeZone.note')}</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <Inbox aria-hidden className="size-5" />
            {shown.mailMode === 'demo' ? t('outbox.titleDemo') : t('outbox.title')}
          </CardTitle>
          <CardDescription>
            {shown.mailMode === 'demo' ? t('notifications.outbox.demoText') : t('notifications.outbox.text')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={outboxHref}>{t('notifications.outbox.open')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

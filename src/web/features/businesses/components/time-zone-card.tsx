import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { useUpdateTimeZone } from '#web/features/businesses/api/update-time-zone.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { timeZones, zoneLabel } from '#web/lib/time-zones.ts';

await loadMessages('setup');

/** The business's time zone (owner only): its days, weeks and months, and the weekly summary. */
export function TimeZoneCard({ businessId, value }: { businessId: string; value: string }) {
  const { t, intlLocale } = useI18n();
  const update = useUpdateTimeZone(businessId);
  const shown = update.isPending && update.variables ? update.variables : value;
  const zones = useMemo(() => timeZones(value), [value]);

  function onChange(next: string) {
    update.mutate(
      next,
      saveWithToast(
        {
          title: t('setup.timeZone.saved'),
          description: t('setup.timeZone.savedText', { zone: next }),
        },
        { fallback: t('setup.timeZone.failed') },
      ),
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock aria-hidden className="size-5" />
          {t('setup.timeZone.title')}
        </CardTitle>
        <CardDescription>{t('setup.timeZone.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Label htmlFor="business-time-zone">{t('setup.timeZone.title')}</Label>
        <select
          id="business-time-zone"
          value={shown}
          disabled={update.isPending}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby="business-time-zone-note"
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 sm:max-w-xs sm:text-sm"
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z, intlLocale)}
            </option>
          ))}
        </select>
        <p id="business-time-zone-note" className="text-sm text-muted-foreground">
          {t('setup.timeZone.note')}
        </p>
      </CardContent>
    </Card>
  );
}

import type { OperatorLogEntry } from '#shared/schemas/operator.ts';
import { ACT, VIA } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';

await loadMessages('operator');

/** Log entries, newest first: when, who and how, what, and why. */
export function LogEntries({
  entries,
  businessHref,
}: {
  entries: OperatorLogEntry[];
  businessHref?: (id: string) => string;
}) {
  const { t } = useI18n();
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('operator.log.empty')}</p>;
  return (
    <ol aria-label={t('operator.nav.log')} className="flex flex-col divide-y text-sm">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 py-2">
          <p>
            <span className="font-medium">{t(ACT[e.action])}</span> ·{' '}
            <time dateTime={e.at}>{formatDateAndTime(new Date(e.at))}</time> ·{' '}
            <span className="break-all">
              {t('operator.log.entry', { actor: e.actorEmail, via: t(VIA[e.via]) })}
            </span>
          </p>
          <p className="break-words text-muted-foreground">{e.reason}</p>
          {e.businessId && businessHref ? (
            <a
              href={businessHref(e.businessId)}
              className="self-start font-mono text-xs text-primary underline-offset-4 hover:underline"
            >
              {t('operator.log.business')} {e.businessId}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

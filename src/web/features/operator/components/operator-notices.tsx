import { ShieldAlert } from 'lucide-react';
import { OperatorContact } from '#web/components/operator-contact.tsx';
import { useNotices } from '#web/features/operator/api/get-notices.ts';
import { NOTICE } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDate } from '#web/lib/dates.ts';

await loadMessages('notices');

/** How long a notice stays on the home: long enough to be read after a holiday, then the e-mail keeps it. */
const SHOWN_DAYS = 30;

/**
 * What the operator last did to this business, why, and whom to write to, in the owner's language;
 * nothing when the operator has not acted in the last month. Members read it too.
 */
export function OperatorNotices({
  businessId,
  operator,
}: {
  businessId: string;
  operator: { contact: string } | undefined;
}) {
  const { t } = useI18n();
  const notices = useNotices(businessId);
  const latest = notices.data?.[0];
  // A pause or a suspension stays in view for as long as it lasts; anything else for a month.
  const lasting = latest?.action === 'suspend' || latest?.action === 'pause_sending';
  if (!latest || (!lasting && Date.now() - new Date(latest.at).getTime() > SHOWN_DAYS * 24 * 60 * 60_000))
    return null;
  return (
    <section
      aria-labelledby="operator-notice-title"
      className="flex gap-3 rounded-md border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-100"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id="operator-notice-title" className="font-medium">
          {t('notices.title')}
        </h2>
        <p>
          {t(NOTICE[latest.action] ?? 'notices.action.pause_sending', {
            date: formatDate(new Date(latest.at)),
          })}
        </p>
        {/* First-strong isolates: the operator's words keep their own direction in the owner's sentence. */}
        <p className="break-words">{t('notices.reason', { reason: `\u2068${latest.reason}\u2069` })}</p>
        {operator ? (
          <p>
            {t('notices.contact')} <OperatorContact operator={operator} />
          </p>
        ) : null}
      </div>
    </section>
  );
}

import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';
import type { SkipReason } from '#shared/lib/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { useCreateInvitations } from '#web/features/invitations/api/create-invitations.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('invitations');

export const SKIP_TEXT: Record<SkipReason, MessageKey> = {
  recently_invited: 'invitations.skip.recently_invited',
  unsubscribed: 'invitations.skip.unsubscribed',
  bounced: 'invitations.skip.bounced',
  daily_limit: 'invitations.skip.daily_limit',
  duplicate: 'invitations.skip.duplicate',
  invalid: 'invitations.skip.invalid',
  paused: 'invitations.skip.paused',
  bad_name: 'invitations.skip.bad_name',
};

/** The person confirms once a day on this phone that the customers they invite agreed to it. */
const confirmedKey = (businessId: string) => `reviewtap.invitations.confirmed.${businessId}`;
const today = () => new Date().toLocaleDateString('en-CA');
function confirmedToday(businessId: string) {
  try {
    return localStorage.getItem(confirmedKey(businessId)) === today();
  } catch {
    return false;
  }
}
function rememberConfirmed(businessId: string) {
  try {
    localStorage.setItem(confirmedKey(businessId), today());
  } catch {
    // A phone that keeps nothing asks again next time: never a reason to fail the send.
  }
}

type Result =
  | { kind: 'sent'; email: string }
  | { kind: 'skipped'; reason: SkipReason }
  | { kind: 'error'; text: string };

/**
 * One field and Send: a customer who just left gets an e-mail with five stars, credited to the person
 * who sent it. `language` is the customer's, when the screen knows it; `pickLanguage` offers the
 * choice here, starting from that language (the e-mail and the rating page it opens speak it).
 */
export function InviteByEmail({
  businessId,
  language,
  pickLanguage = false,
  className,
}: {
  businessId: string;
  language?: Locale;
  pickLanguage?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const [picked, setPicked] = useState<Locale | null>(null);
  const chosen = picked ?? language;
  const [email, setEmail] = useState('');
  // Shown checked once confirmed today, so the person sees what Send relies on (and the field never
  // changes height).
  const [agreed, setAgreed] = useState(() => confirmedToday(businessId));
  const [result, setResult] = useState<Result | null>(null);
  const create = useCreateInvitations(businessId);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!agreed || !email.trim()) return;
    const address = email.trim();
    create.mutate([{ email: address, ...(chosen ? { language: chosen } : {}) }], {
      onSuccess: ({ invitations: [answer] }) => {
        rememberConfirmed(businessId);
        if (answer?.status === 'skipped') setResult({ kind: 'skipped', reason: answer.reason ?? 'invalid' });
        else {
          setResult({ kind: 'sent', email: address });
          setEmail('');
        }
      },
      onError: (err) => setResult({ kind: 'error', text: messageOf(err, t('invitations.send.failed')) }),
    });
  }

  return (
    <form
      onSubmit={submit}
      className={cn('flex flex-col gap-2', className)}
      aria-describedby={`${id}-status`}
    >
      <Label htmlFor={`${id}-email`}>{t('invitations.send.label')}</Label>
      {pickLanguage ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-language`} className="shrink-0 font-normal text-muted-foreground">
            {t('invitations.send.language')}
          </Label>
          <select
            id={`${id}-language`}
            className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={chosen ?? ''}
            onChange={(e) => setPicked(e.target.value as Locale)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={`${id}-email`}
          type="email"
          // An address reads left to right in every language.
          dir="ltr"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={320}
          placeholder={t('invitations.send.placeholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setResult(null);
          }}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={!agreed || create.isPending || !email.trim()}>
          <MailCheck aria-hidden />
          {t('invitations.send.button')}
        </Button>
      </div>
      <label className="flex items-start gap-2 text-sm text-muted-foreground">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <span>{t('invitations.send.consent')}</span>
      </label>
      <p id={`${id}-status`} aria-live="polite" className="min-h-5 text-sm">
        {result?.kind === 'sent' ? (
          <span className="text-emerald-700 dark:text-emerald-400">
            {t('invitations.send.sent', { email: result.email })}
          </span>
        ) : result?.kind === 'skipped' ? (
          <span className="text-amber-700 dark:text-amber-400">{t(SKIP_TEXT[result.reason])}</span>
        ) : result?.kind === 'error' ? (
          <span className="text-destructive">{result.text}</span>
        ) : !agreed && email.trim() ? (
          // Send is grey until the box is ticked: say why, where the eye goes next.
          <span className="text-amber-700 dark:text-amber-400">{t('invitations.send.needsConsent')}</span>
        ) : (
          <span className="text-muted-foreground">{t('invitations.send.hint')}</span>
        )}
      </p>
    </form>
  );
}

import { Copy, Mail, MessageCircle, MessageSquare, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { CHANNEL_PARAM, type SentChannel } from '#shared/lib/channels.ts';
import { directionOf, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';
import { createTranslator } from '#shared/lib/i18n/translator.ts';
import { useAccount } from '#web/app/use-account.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { useShortLinks } from '#web/features/links/api/create-short-link.ts';
import { loadNamespace } from '#web/i18n/catalogues.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { formatDay } from '#web/lib/dates.ts';
import { NfcWriter } from './nfc-writer';

await loadMessages('qr');

const CHANNELS = ['sms', 'whatsapp', 'email', 'share', 'copy'] as const satisfies readonly SentChannel[];
type Sendable = (typeof CHANNELS)[number];
/** What the last share or copy did, as the key of its sentence. */
type Status = 'qr.send.shared' | 'qr.send.shareFailed' | 'qr.send.copied' | 'qr.send.copyFailed';

const select =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The business's customer language when the owner fixed one; else the phone's, else English. */
function firstLocale(fixed: string | undefined): Locale {
  if (isLocale(fixed)) return fixed;
  const lang = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLocale(lang) ? lang : 'en';
}

type Message = { subject: string; text: string };

/** The message to the customer in their language (messages/<lang>/links.json), once it has loaded. */
function useReviewRequest(locale: Locale, businessName: string): ((url: string) => Message) | null {
  const [words, setWords] = useState<{
    locale: Locale;
    t: (key: MessageKey, v: { name: string }) => string;
  }>();
  useEffect(() => {
    let current = true;
    void loadNamespace(locale, 'links').then((catalogue) => {
      if (current) setWords({ locale, ...createTranslator<MessageKey>(locale, catalogue) });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  if (words?.locale !== locale) return null;
  return (url) => ({
    subject: words.t('links.subject', { name: businessName }),
    text: `${words.t('links.text', { name: businessName })} ${url}`,
  });
}

/** The link for one channel: the short one, or the whole credited link while (or if) it cannot be had. */
const withChannel = (personalLink: string, channel: string) => `${personalLink}&${CHANNEL_PARAM}=${channel}`;

function hrefFor(channel: 'sms' | 'whatsapp' | 'email', message: { subject: string; text: string }) {
  const text = encodeURIComponent(message.text);
  if (channel === 'sms') return `sms:?&body=${text}`;
  if (channel === 'whatsapp') return `https://wa.me/?text=${text}`;
  return `mailto:?subject=${encodeURIComponent(message.subject)}&body=${text}`;
}

function ChannelLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button asChild variant="outline" className="justify-start">
      <a href={href} target={href.startsWith('https:') ? '_blank' : undefined} rel="noopener">
        {icon}
        {children}
      </a>
    </Button>
  );
}

/**
 * For a customer who has already left: the member's own credited link, sent from their
 * phone in the customer's language, by the share sheet or straight into SMS, WhatsApp or the phone's
 * own mail app: that path stores nothing about the customer. An invitation sent by ReviewTap (`invite`)
 * keeps the address, and says so.
 */
export function SendLinkDialog({
  open,
  onOpenChange,
  businessId,
  businessName,
  personalLink,
  invite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  businessName: string;
  personalLink: string;
  /** Sending an invitation e-mail from the product, in the language chosen here. */
  invite?: (language: Locale) => ReactNode;
}) {
  const { t } = useI18n();
  const { business, memberships } = useAccount();
  const team =
    business?.id === businessId ? business : memberships.find((m) => m.business.id === businessId)?.business;
  // The member's own pick, else the business's customer language (known once the account has loaded).
  const [picked, setLocale] = useState<Locale | null>(null);
  const locale = picked ?? firstLocale(team?.customerLanguage);
  const request = useReviewRequest(locale, businessName);
  const [status, setStatus] = useState<Status | null>(null);
  const links = useShortLinks(businessId, CHANNELS);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const failed = links.isError || (links.data !== undefined && links.data.size < CHANNELS.length);

  const urlFor = (channel: Sendable) => links.data?.get(channel)?.url ?? withChannel(personalLink, channel);
  // A link handed out again may have less than 30 days left: say the earliest end.
  const ends = [...(links.data?.values() ?? [])].map((l) => new Date(l.expiresAt).getTime());
  const validUntil = ends.length ? formatDay(new Date(Math.min(...ends))) : null;
  const messageFor = (channel: Sendable) => request?.(urlFor(channel)) ?? { subject: '', text: '' };
  const ready = !links.isPending && request !== null;

  async function share() {
    const { subject, text } = messageFor('share');
    try {
      await navigator.share({ title: subject, text });
      setStatus('qr.send.shared');
    } catch (err) {
      // Closing the share sheet is not a problem.
      if (!(err instanceof Error && err.name === 'AbortError')) setStatus('qr.send.shareFailed');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(messageFor('copy').text);
      setStatus('qr.send.copied');
    } catch {
      setStatus('qr.send.copyFailed');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('qr.send.close')}>
        <DialogHeader>
          <DialogTitle>{t('qr.send.title')}</DialogTitle>
          <DialogDescription>{t('qr.send.description')}</DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor="send-link-language">{t('qr.send.language')}</Label>
          <select
            id="send-link-language"
            className={select}
            value={locale}
            onChange={(e) => setLocale(e.target.value as Locale)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t('qr.send.message')}</span>
          <p
            className="rounded-lg bg-muted px-3 py-2 text-sm break-words"
            lang={locale}
            dir={directionOf(locale)}
          >
            {messageFor('sms').text}
          </p>
        </div>

        {invite ? <div className="rounded-lg border border-border p-3">{invite(locale)}</div> : null}

        <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2" aria-busy={!ready}>
          {canShare ? (
            <Button type="button" className="min-[360px]:col-span-2" onClick={() => void share()}>
              <Share2 aria-hidden />
              {t('qr.send.share')}
            </Button>
          ) : null}
          <ChannelLink href={hrefFor('sms', messageFor('sms'))} icon={<MessageSquare aria-hidden />}>
            {t('qr.send.sms')}
          </ChannelLink>
          <ChannelLink
            href={hrefFor('whatsapp', messageFor('whatsapp'))}
            icon={<MessageCircle aria-hidden />}
          >
            WhatsApp
          </ChannelLink>
          <ChannelLink href={hrefFor('email', messageFor('email'))} icon={<Mail aria-hidden />}>
            {t('qr.send.email')}
          </ChannelLink>
          <Button type="button" variant="outline" className="justify-start" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('qr.send.copy')}
          </Button>
        </div>
        <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
          {status
            ? t(status)
            : !ready
              ? t('qr.send.preparing')
              : failed
                ? t('qr.send.fullLink')
                : t('qr.send.validUntil', { date: validUntil ?? '' })}
        </p>

        <NfcWriter link={withChannel(personalLink, 'nfc')} />
      </DialogContent>
    </Dialog>
  );
}

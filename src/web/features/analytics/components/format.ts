import type { Channel } from '#shared/constants/channels.ts';
import type { MessageKey } from '#web/i18n/messages/en/index.ts';

/** How Statistics names each channel, in the owner's language. */
export const CHANNEL_KEYS = {
  qr: 'analytics.channel.qr',
  sms: 'analytics.channel.sms',
  whatsapp: 'analytics.channel.whatsapp',
  email: 'analytics.channel.email',
  share: 'analytics.channel.share',
  copy: 'analytics.channel.copy',
  nfc: 'analytics.channel.nfc',
} as const satisfies Record<Channel, MessageKey>;

/** A whole number the reader's way ("1,234", "1.234"). */
export const formatNumber = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

/** A percentage given as 0–100 with at most one decimal, the reader's way ("12.5%", "12,5 %", "%12,5"). */
export const formatPercent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

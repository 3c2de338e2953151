import type { Channel } from '#shared/lib/channels.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('analytics');

/** How analytics names each channel, in the owner's language. */
export const CHANNEL_KEYS = {
  qr: 'analytics.channel.qr',
  sms: 'analytics.channel.sms',
  whatsapp: 'analytics.channel.whatsapp',
  email: 'analytics.channel.email',
  share: 'analytics.channel.share',
  copy: 'analytics.channel.copy',
  nfc: 'analytics.channel.nfc',
  invitation: 'analytics.channel.invitation',
} as const satisfies Record<Channel, MessageKey>;

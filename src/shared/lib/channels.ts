// How a customer's visit reached the rating page: the printed or on-screen QR code, or a
// link the owner's phone sent, or an invitation e-mail. The link carries it as `c=`, next to the
// member's reference `s=`; an invitation's visit takes it from the invitation itself.

export const CHANNELS = ['qr', 'sms', 'whatsapp', 'email', 'share', 'copy', 'nfc', 'invitation'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels a short link may carry: every one but the QR code, whose link is printed whole. */
export const SENT_CHANNELS = ['sms', 'whatsapp', 'email', 'share', 'copy'] as const;
export type SentChannel = (typeof SENT_CHANNELS)[number];

export const CHANNEL_PARAM = 'c';

/** A channel as it arrives from a customer's link: anything unknown is the QR code, never refused. */
export function channelOf(value: unknown): Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value)
    ? (value as Channel)
    : 'qr';
}

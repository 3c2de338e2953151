import type { qr as en } from '#web/i18n/messages/en/qr.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const qr: AreaOf<typeof en> = {};

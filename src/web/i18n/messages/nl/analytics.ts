import type { analytics as en } from '#web/i18n/messages/en/analytics.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const analytics: AreaOf<typeof en> = {};
